import type { Faker } from '@faker-js/faker';
import type { AgencyMembershipEntity } from '@msc/functions/data/entities/agency-membership';
import type { UserEntity } from '@msc/functions/data/entities/user';
import { Role } from '@msc/shared/rules/roles';
import type { EntityItem } from 'electrodb';
import type { AgencyPlan, AgencySeed } from './agencies';
import { DEMO_ACCOUNTS } from './demo-accounts';

export type UserSeed = EntityItem<typeof UserEntity>;
export type MembershipSeed = EntityItem<typeof AgencyMembershipEntity>;

const EXTRA_AGENTS = 40;

const membership = (userName: string, agency: AgencySeed): MembershipSeed => ({
  userName,
  agencyId: agency.agencyId,
  agencyName: agency.agencyName,
  statId: agency.statId,
  isOwnerMaster: agency.isOwnerMaster ?? false,
});

/** Demo accounts with the agencies their descriptions promise, plus agents for the staff user search. */
export function planUsers(faker: Faker, plan: AgencyPlan) {
  const { ownerMasters, subCodes, standAlone } = plan;
  const agenciesOf: Record<string, AgencySeed[]> = {
    'agent@demo.local': [standAlone[0]!, standAlone[1]!, ownerMasters[1]!, subCodes[13]!],
    'owner@demo.local': [ownerMasters[0]!],
    'subcode@demo.local': [subCodes[0]!],
    'tm@demo.local': [standAlone[2]!, standAlone[3]!, ownerMasters[2]!],
  };
  const defaultOf: Record<string, number> = {
    'owner@demo.local': ownerMasters[0]!.agencyId,
    'subcode@demo.local': subCodes[0]!.agencyId,
    'tm@demo.local': standAlone[2]!.agencyId,
  };

  const users: UserSeed[] = DEMO_ACCOUNTS.map((account) => ({
    userName: account.email,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    roles: account.roles,
    primaryRole: account.primaryRole,
    defaultAgencyId: defaultOf[account.email] ?? 0,
    hasChosenAgency: false,
  }));
  const memberships: MembershipSeed[] = Object.entries(agenciesOf).flatMap(([userName, agencies]) =>
    agencies.map((agency) => membership(userName, agency)),
  );

  const everyAgency = plan.agencies;
  for (let index = 0; index < EXTRA_AGENTS; index++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = faker.internet.email({ firstName, lastName, provider: 'agents.example' }).toLowerCase();
    const agencies = faker.helpers.arrayElements(everyAgency, { min: 1, max: 3 });
    users.push({
      userName: email,
      email,
      firstName,
      lastName,
      roles: [Role.Agent],
      primaryRole: Role.Agent,
      defaultAgencyId: agencies.length === 1 ? agencies[0]!.agencyId : 0,
      hasChosenAgency: false,
    });
    memberships.push(...agencies.map((agency) => membership(email, agency)));
  }
  return { users, memberships };
}
