import { handler } from '../admin/handler';
import { givenAgency, givenUser } from './fixtures';
import { callerOf } from './invoke';

const call = callerOf(handler);

/**
 * The staff of an Admin Center users test, and agency 7 ('Seven Agency') its agents belong to: an SA, a
 * customer-service admin (who changes users), a customer-service representative (who may not). Each file
 * names them by its own `prefix`, so files never meet in a shared table.
 */
export function adminUsersFixture(prefix: string) {
  const staff = {
    SA: `${prefix}-sa@test.local`,
    CS_ADMIN: `${prefix}-csadmin@test.local`,
    CSR: `${prefix}-csr@test.local`,
  };
  return {
    ...staff,
    /** Creates agency 7 and the staff members with their roles. */
    async given(): Promise<void> {
      await givenAgency({ agencyId: 7, agencyName: 'Seven Agency' });
      await givenUser({ userName: staff.SA, roles: ['SA'], primaryRole: 'SA', lastName: 'Admin' });
      await givenUser({
        userName: staff.CS_ADMIN,
        roles: ['CustomerServiceAdmin'],
        primaryRole: 'CustomerServiceAdmin',
        lastName: 'Support',
      });
      await givenUser({ userName: staff.CSR, roles: ['CustomerService'], primaryRole: 'CustomerService' });
    },
    /** The version of the user a page would show now (read by the SA), which every change sends back. */
    async seen(userName: string): Promise<{ version: number }> {
      const page = await call(staff.SA, 'GET', `/admin/users/${encodeURIComponent(userName)}`);
      return { version: page.body.version as number };
    },
  };
}
