import { apiErrors } from '@msc/shared/messages';
import { hasCapability } from '@msc/shared/rules/roles';
import { agencySearchTextOf, matchesTerm, termWords } from '@msc/shared/rules/word-search';
import { notFound } from '#platform/http-error';
import {
  type AgencyItem,
  agenciesByName,
  allAgencies,
  getAgencies,
  getAgency,
  getMembership,
  membershipsOfUser,
  subCodeIdsOf,
  subCodesOf,
} from '#platform/identity-store';
import type { RequestContext, UserRecord } from '#platform/request-context';
import { agenciesMatching } from '#platform/search-index-store';

/**
 * The agencies a user may act for: their own, the sub codes of the owner masters among them, and
 * every agency for an admin-access role. Tenancy rests on this one function.
 */
export async function agenciesUserMayActFor(user: UserRecord): Promise<AgencyItem[]> {
  if (hasCapability(user, 'adminAccess')) return allAgencies();
  const memberships = await membershipsOfUser(user.userName);
  if (memberships.length === 0) return [];
  const own = await getAgencies(memberships.map(({ agencyId }) => agencyId));
  const subCodes = await Promise.all(
    own.filter((agency) => agency.isOwnerMaster).map((agency) => subCodesOf(agency.agencyId)),
  );
  const byId = new Map<number, AgencyItem>();
  for (const agency of [...own, ...subCodes.flat()]) byId.set(agency.agencyId, agency);
  return [...byId.values()].sort((a, b) => a.agencyName.localeCompare(b.agencyName));
}

/**
 * Change Agency's search: the agencies the user may act for whose words start with the term's (name words
 * and the stat code's digits, shared/src/rules/word-search.ts), by name, at most `limit`. Staff may act for
 * every agency: theirs come from the search index, or without a term (or one too short for the index) the
 * first by name; an agent's own few are filtered in memory.
 */
export async function agenciesMatchingForUser(
  user: UserRecord,
  term: string,
  limit: number,
): Promise<AgencyItem[]> {
  const words = termWords(term);
  const matches = (agency: AgencyItem) => matchesTerm(agencySearchTextOf(agency), words);
  if (hasCapability(user, 'adminAccess')) {
    if (words.length === 0) return agenciesByName(limit);
    return (await agenciesMatching(term, limit)) ?? agenciesByName(limit, matches);
  }
  return (await agenciesUserMayActFor(user)).filter(matches).slice(0, limit);
}

/**
 * How many agencies `agenciesUserMayActFor` would list, without reading them: the memberships carry
 * `isOwnerMaster`, so the session (which shows only the count) skips the BatchGet of the agencies and
 * reads sub codes as ids. The session route runs on every page load and the count only decides whether
 * the initial Change Agency modal shows (never what a user may act for), so a warm Lambda keeps it for
 * COUNT_TTL_MS: a membership added in the meantime shows in the count that much later.
 */
export async function agencyCountUserMayActFor(user: UserRecord): Promise<number> {
  const cached = agencyCounts.get(user.userName);
  // biome-ignore lint/plugin: the in-memory cache ages in real time
  if (cached && Date.now() - cached.at < COUNT_TTL_MS) return cached.count;
  const count = await countAgencies(user);
  if (agencyCounts.size >= COUNT_CACHE_SIZE) agencyCounts.delete(agencyCounts.keys().next().value!);
  // biome-ignore lint/plugin: the in-memory cache ages in real time
  agencyCounts.set(user.userName, { count, at: Date.now() });
  return count;
}

const COUNT_TTL_MS = 60_000;
const COUNT_CACHE_SIZE = 1000;
const agencyCounts = new Map<string, { count: number; at: number }>();

async function countAgencies(user: UserRecord): Promise<number> {
  // Staff may act for every agency: whether there are several is all the count decides, so two at most.
  if (hasCapability(user, 'adminAccess')) return (await agenciesByName(2)).length;
  const memberships = await membershipsOfUser(user.userName);
  const subCodeIds = await Promise.all(
    memberships
      .filter((membership) => membership.isOwnerMaster)
      .map(({ agencyId }) => subCodeIdsOf(agencyId)),
  );
  return new Set([...memberships.map(({ agencyId }) => agencyId), ...subCodeIds.flat()]).size;
}

/**
 * The agency in effect, if any: `authenticate` checked on this request, with the rule of `agencyForUser`,
 * that the user may act for it, and usually read it beside the identity (then no read here).
 */
export async function agencyItemInEffect(ctx: RequestContext): Promise<AgencyItem | undefined> {
  if (ctx.agencyId <= 0) return undefined;
  return ctx.agency ?? getAgency(ctx.agencyId);
}

/** The agency in effect, as `agencyForUser` answers for it: none, or one gone, answers 404. */
export async function agencyOfRequest(ctx: RequestContext): Promise<AgencyItem> {
  const agency = await agencyItemInEffect(ctx);
  if (!agency) throw notFound(apiErrors.agencyNotFound);
  return agency;
}

/** The agency if the user may act for it; a foreign id answers 404, never data. */
export async function agencyForUser(user: UserRecord, agencyId: number): Promise<AgencyItem> {
  const agency = agencyId > 0 ? await getAgency(agencyId) : undefined;
  if (!agency) throw notFound(apiErrors.agencyNotFound);
  if (hasCapability(user, 'adminAccess')) return agency;
  if (await getMembership(user.userName, agencyId)) return agency;
  if (agency.ownerMasterId > 0 && (await getMembership(user.userName, agency.ownerMasterId))) return agency;
  throw notFound(apiErrors.agencyNotFound);
}
