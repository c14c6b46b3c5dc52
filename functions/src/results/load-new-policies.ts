import type { JobRun } from '@msc/shared/model/job-run';
import { getAgencies } from '#agency/index';
import { type RunOptions, runFeedJob } from '#retention/index';
import { NEW_POLICY_FEED, type NewPolicyFeedRow, policyOfRow } from './new-policy-feed';
import { type NewPolicyInput, putNewPolicies } from './results-store';
import { runMatchBack } from './run-match-back';

/** The job that loads the carrier's new-policy feed (and credits the policies to the drops that earned them). */
export const LOAD_NEW_POLICIES = 'load-new-policies';

/** A row's policy as stored: the feed's fields, the premium in cents, the address left as its own fields. */
function toStored(agencyId: number, row: NewPolicyFeedRow, feedKey: string): NewPolicyInput {
  const policy = policyOfRow(row);
  const prior = policy.priorAddress;
  return {
    agencyId,
    policyNumber: row.policyNumber,
    policyType: row.policyType,
    firstName: row.firstName,
    lastName: row.lastName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    writtenDate: row.writtenDate,
    premiumCents: policy.premiumCents,
    ...(prior
      ? {
          priorAddressLine1: prior.addressLine1,
          priorAddressLine2: prior.addressLine2,
          priorCity: prior.city,
          priorState: prior.state,
          priorPostalCode: prior.postalCode,
        }
      : {}),
    feedKey,
  };
}

/**
 * The daily new-policy load: every unread feed file's rows stored as the agency's new policies (a row of an
 * agency that does not exist, or a policy number seen before in the file, refused and counted), then the
 * match-back of the agencies the file named, each attribution stored as an item of its own.
 */
export function loadNewPolicies(options: RunOptions = {}): Promise<JobRun> {
  return runFeedJob(LOAD_NEW_POLICIES, NEW_POLICY_FEED.feedName, options, async (file) => {
    const feed = await NEW_POLICY_FEED.read(file);
    const named = [...new Set(feed.rows.map((row) => row.value.agencyId))];
    const existing = new Set<number>();
    for (let start = 0; start < named.length; start += 100) {
      for (const agency of await getAgencies(named.slice(start, start + 100))) existing.add(agency.agencyId);
    }
    const errors = [...feed.rowErrors];
    const seen = new Set<string>();
    const policies: NewPolicyInput[] = [];
    for (const { line, value } of feed.rows) {
      if (!existing.has(value.agencyId)) errors.push(`line ${line}: agency ${value.agencyId} does not exist`);
      else if (seen.has(`${value.agencyId}|${value.policyNumber}`))
        errors.push(`line ${line}: policy ${value.policyNumber} is in the file twice`);
      else {
        seen.add(`${value.agencyId}|${value.policyNumber}`);
        policies.push(toStored(value.agencyId, value, file.key));
      }
    }
    await putNewPolicies(policies);
    const agencies = [...new Set(policies.map((policy) => policy.agencyId))];
    const matched = await runMatchBack(agencies);
    return {
      counts: {
        rows: feed.rows.length + feed.rowErrors.length,
        policies: policies.length,
        agencies: agencies.length,
        skipped: errors.length,
        ...matched,
      },
      errors,
    };
  });
}
