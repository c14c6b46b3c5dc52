import {
  MOVING_FEED_ALL_COLUMNS,
  MOVING_FEED_NAMES,
  putFeedFile,
  toFeedCsv,
  WIN_BACK_FEED_ALL_COLUMNS,
} from '@msc/functions/retention/index';
import { toPostalWire } from '@msc/shared/model/postal-wire';
import type { AgencySeed } from '../seed/agencies';
import { planDemoData } from '../seed/plan';
import type { PolicyholderSeed } from '../seed/policyholders';
import { monthStart } from '../seed/random';
import { planMovingLists, planWinBack } from '../seed/retention-lists';
import { newPolicyFeedCsv } from './new-policy-feed';

/** The demo agencies and their policyholders, as the seed planned them (no I/O, deterministic). */
function demoAgencies() {
  const { groups } = planDemoData();
  const holders = new Map<number, PolicyholderSeed[]>();
  for (const holder of groups.policyholder ?? []) {
    holders.set(holder.agencyId, [...(holders.get(holder.agencyId) ?? []), holder]);
  }
  // The plan holds the agencies as it writes them (every field set): the shape the list planners read.
  const agencies = (groups.agency ?? []) as AgencySeed[];
  return { agencies, holdersOf: (agencyId: number) => holders.get(agencyId) ?? [] };
}

/**
 * What the data provider would drop on the 1st: the Moving feed of `month` (YYYY-MM) for every demo
 * agency with policyholders, drawn like the seeded months (same people, forwarding addresses nearby).
 */
export function movingFeedCsv(month: string): Promise<string> {
  const { agencies, holdersOf } = demoAgencies();
  const listDate = `${month}-01`;
  const after = monthStart(new Date(`${listDate}T12:00:00Z`), 1);
  const { records } = planMovingLists(agencies, holdersOf, after);
  const rows = records.filter((record) => record.listDate === listDate);
  return toFeedCsv(
    rows.map((row) => toPostalWire(row, MOVING_FEED_NAMES)),
    MOVING_FEED_ALL_COLUMNS,
  );
}

/** The daily Win Back feed of `day` (YYYY-MM-DD): the month's former auto customers of each agency. */
export function winBackFeedCsv(day: string): Promise<string> {
  const { agencies } = demoAgencies();
  const month = day.slice(0, 7);
  const rows = planWinBack(agencies, new Date(`${day}T12:00:00Z`)).filter((row) => row.listMonth === month);
  return toFeedCsv(
    rows.map((row) => toPostalWire(row)),
    WIN_BACK_FEED_ALL_COLUMNS,
  );
}

export type DemoFeed = 'moving' | 'win-back' | 'new-policies';
export const DEMO_FEEDS: readonly DemoFeed[] = ['moving', 'win-back', 'new-policies'];

/**
 * Drops a generated feed file where the provider would, in the running local cloud's uploads bucket (a
 * new-policy feed for the agencies given, else the demo agencies).
 */
export async function dropDemoFeed(
  feed: DemoFeed,
  period: string,
  agencyIds?: readonly number[],
): Promise<string> {
  if (feed === 'new-policies') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(period)) throw new Error('A new-policy feed is daily: give YYYY-MM-DD.');
    return putFeedFile('newPolicies', period, await newPolicyFeedCsv(period, agencyIds));
  }
  if (feed === 'moving') {
    if (!/^\d{4}-\d{2}$/.test(period)) throw new Error('A Moving feed is monthly: give YYYY-MM.');
    return putFeedFile('moving', period, await movingFeedCsv(period));
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period)) throw new Error('A Win Back feed is daily: give YYYY-MM-DD.');
  return putFeedFile('winBack', period, await winBackFeedCsv(period));
}
