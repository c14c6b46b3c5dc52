import { Service } from 'electrodb';
import { AgencyEntity } from './entities/agency';
import { AgencyMembershipEntity } from './entities/agency-membership';
import { CartEntity, CartItemEntity } from './entities/cart';
import { AuditRecordEntity, ImpersonationSessionEntity } from './entities/impersonation';
import { ProductEntity } from './entities/product';
import { UserEntity } from './entities/user';
import { tableOptions } from './table';

function createService() {
  return new Service(
    {
      user: UserEntity,
      agency: AgencyEntity,
      agencyMembership: AgencyMembershipEntity,
      product: ProductEntity,
      cart: CartEntity,
      cartItem: CartItemEntity,
      impersonationSession: ImpersonationSessionEntity,
      auditRecord: AuditRecordEntity,
    },
    tableOptions(),
  );
}

let service: ReturnType<typeof createService> | undefined;

/** The one ElectroDB service over the one table, created on first use. */
export function db() {
  service ??= createService();
  return service;
}

export function resetDb(): void {
  service = undefined;
}
