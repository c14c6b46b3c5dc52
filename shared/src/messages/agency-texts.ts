/**
 * The Change Agency panel and modal (spec 1 §2 Home) and staff's user search for impersonation. The spec
 * words the panel's buttons and the modal's title; `messages/ours/label-ours.ts` lists the rest.
 */

export const changeAgencyTexts = {
  title: 'Change Agency',
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  currentAgency: 'Current agency',
  noAgency: 'No agency selected',
  returnToMyProfile: 'Return To My Profile',
  chooseFirst: 'Choose the agency you are working for. You can change it at any time.',
  searchHint: 'Search by agency name or stat code, then select the agency to work for.',
  exit: 'Exit',
  statCode: 'Stat Code',
  searchResults: 'Search results',
  agencies: 'Agencies',
  cityState: 'City/State',
  action: 'Action',
  current: 'Current',
  select: 'Select',
  selectAgency: (agencyName: string) => `Select ${agencyName}`,
} as const;

/** Staff acting as another user (the Admin Center's Impersonate, spec 1 §2 Impersonation). */
export const impersonationTexts = {
  title: 'Impersonate User',
  subtitle: 'Act as another user to see the portal as they do.',
  searchUsers: 'Search users',
  searchHint: (minLength: number) =>
    `The start of any word of the name or user name, at least ${minLength} characters.`,
  usersFound: 'Users found',
  users: 'Users',
  name: 'Name',
  userName: 'User Name',
  role: 'Role',
  action: 'Action',
  start: 'Start Impersonation',
  startFor: (name: string) => `Start Impersonation of ${name}`,
  banner: 'Impersonation',
  end: 'End Impersonation',
} as const;
