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
/** E-mail domains only the seed uses: users there that the current plan lacks are the seed's leftovers. */
export const SEEDED_USER_DOMAINS = ['@agents.example', '@staff.example'];

/** Staff of the roles no demo account has, so every role of spec 1 §6 exists (impersonation targets). */
const STAFF_ROLES: Role[] = [
  Role.RM,
  Role.TEST,
  Role.Marketing,
  Role.CustomerService,
  Role.ClientAdmin,
  Role.TM,
  Role.Employee,
];

const membership = (userName: string, agency: AgencySeed): MembershipSeed => ({
  userName,
  agencyId: agency.agencyId,
  agencyName: agency.agencyName,
  statId: agency.statId,
  isOwnerMaster: agency.isOwnerMaster ?? false,
});

/** Demo accounts with the agencies their descriptions promise, staff of every role, and agents. */
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

  const taken = new Set(users.map((user) => user.userName));
  const person = (domain: string) => {
    for (;;) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const email = faker.internet.email({ firstName, lastName, provider: domain }).toLowerCase();
      if (taken.has(email)) continue;
      taken.add(email);
      return { firstName, lastName, email };
    }
  };
  for (const role of STAFF_ROLES) {
    const { firstName, lastName, email } = person('staff.example');
    users.push({
      userName: email,
      email,
      firstName,
      lastName,
      roles: role === Role.TEST ? [Role.TEST, Role.Agent] : [role],
      primaryRole: role,
      defaultAgencyId: 0,
      hasChosenAgency: false,
    });
  }

  const everyAgency = plan.agencies;
  for (let index = 0; index < EXTRA_AGENTS; index++) {
    const { firstName, lastName, email } = person('agents.example');
    // Half the agents work for one agency (it is their default), the others for two or three.
    const agencies = faker.helpers.arrayElements(everyAgency, index % 2 === 0 ? 1 : { min: 2, max: 3 });
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
