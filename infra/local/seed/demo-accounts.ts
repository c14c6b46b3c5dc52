import { Role } from '@msc/shared/rules/roles';

export const DEMO_PASSWORD = 'Demo-Password-1';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  primaryRole: Role;
  description: string;
}

/** The accounts the README and the local sign-in page list; all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'agent@demo.local',
    firstName: 'Avery',
    lastName: 'Agent',
    roles: [Role.Agent],
    primaryRole: Role.Agent,
    description: 'Agent with several agencies and no default agency (the Change Agency modal shows)',
  },
  {
    email: 'owner@demo.local',
    firstName: 'Olivia',
    lastName: 'Owner',
    roles: [Role.Agent],
    primaryRole: Role.Agent,
    description: 'Agent on an owner-master agency whose sub codes have policyholders',
  },
  {
    email: 'subcode@demo.local',
    firstName: 'Sam',
    lastName: 'Subcode',
    roles: [Role.Agent],
    primaryRole: Role.Agent,
    description: 'Agent on a sub-code agency',
  },
  {
    email: 'csr@demo.local',
    firstName: 'Casey',
    lastName: 'Service',
    roles: [Role.CustomerServiceAdmin],
    primaryRole: Role.CustomerServiceAdmin,
    description: 'Customer-service admin: can impersonate users',
  },
  {
    email: 'admin@demo.local',
    firstName: 'Alex',
    lastName: 'Admin',
    roles: [Role.SA],
    primaryRole: Role.SA,
    description: 'System administrator (SA)',
  },
  {
    email: 'marketing@demo.local',
    firstName: 'Morgan',
    lastName: 'Marketing',
    roles: [Role.MarketingAdmin],
    primaryRole: Role.MarketingAdmin,
    description: 'Marketing administrator',
  },
  {
    email: 'tm@demo.local',
    firstName: 'Taylor',
    lastName: 'Territory',
    roles: [Role.TM],
    primaryRole: Role.TM,
    description: 'Territory manager',
  },
  {
    email: 'employee@demo.local',
    firstName: 'Emerson',
    lastName: 'Employee',
    roles: [Role.Employee],
    primaryRole: Role.Employee,
    description: 'Company employee',
  },
];
