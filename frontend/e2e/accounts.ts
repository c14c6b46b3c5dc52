import { type APIRequestContext, expect } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A new account made as a copy of the demo account `from` (its roles, agencies and everything it owns,
 * infra/local/test-data/fresh-account.ts): what a journey changes stays in its own account, so journeys
 * pass in any order and side by side.
 */
export async function freshAccount(request: APIRequestContext, from: string): Promise<Account> {
  const response = await request.post(`/__local/accounts/${from}`);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Account;
}

export interface Agency {
  agencyId: number;
  agencyName: string;
}

/**
 * A new agency made as a copy of the seeded agency `from` (infra/local/test-data/fresh-agency.ts), with
 * `member` as one of its users: a journey that enrolls or renames an agency changes only its copy.
 */
export async function freshAgency(
  request: APIRequestContext,
  from: number,
  member?: string,
): Promise<Agency> {
  const query = member ? `?member=${encodeURIComponent(member)}` : '';
  const response = await request.post(`/__local/agencies/${from}${query}`);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Agency;
}
