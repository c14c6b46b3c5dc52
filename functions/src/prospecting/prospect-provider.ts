import { ErrorCode } from '@msc/shared/api/errors';
import { apiErrors } from '@msc/shared/messages';
import type { ProspectListRow } from '@msc/shared/model/order';
import type { ZipEntry } from '#data/entities/zip-code';
import { config } from '#platform/config';
import { HttpError } from '#platform/http-error';
import { logger } from '#platform/logger';
import { generatedProspects } from './generated-prospects';

/** Suppression keys (opt-outs, do-not-mail) filed under each ZIP, as `#suppression/index` answers them. */
export type SuppressedByZip = ReadonlyMap<string, ReadonlySet<string>>;

export interface ProspectCounts {
  withPhone: number;
  withoutPhone: number;
  /** Households left out because their address is on the suppression list. */
  suppressed: number;
}

/** What a purchased list is made of: its size and a reader of any slice of it (never stored whole). */
export interface ProspectList {
  totalCount: number;
  rows(from: number, count: number): ProspectListRow[];
}

/**
 * The prospect data provider: who lives in the ZIPs a targeting reaches (spec 2 §1 "Prospecting"). The
 * portal owns the geography (which ZIPs a radius reaches) and the suppression list; the provider owns the
 * households. Chosen by configuration, like the payment gateway and the document editor:
 * - `generated`: made-up households and 555 numbers from the ZIP reference counts (data/prospect-universe.ts),
 *   for a laptop, tests and demo stages. Never a stage that sells lists: the stack refuses it for prod.
 * - none (AWS default): prospecting refuses to start, saying what is missing, until a real provider is wired
 *   here (`useProspectProvider` or a new `PROSPECT_PROVIDER` value).
 */
export interface ProspectProvider {
  readonly name: string;
  /** The households of the reached ZIPs, with and without a phone, less the suppressed ones. */
  count(zips: readonly ZipEntry[], suppressed: SuppressedByZip): Promise<ProspectCounts>;
  /**
   * A purchased list: the first `targetCount` households of `zips` in that order (each ZIP's households in
   * the provider's order), suppressed addresses left out, only households with a phone when bought with one.
   */
  list(
    zips: readonly ZipEntry[],
    options: { includePhoneNumber: boolean; targetCount: number },
    suppressed: SuppressedByZip,
  ): Promise<ProspectList>;
}

/** What the operator reads in the logs when prospecting is refused for want of a provider. */
export const NO_PROSPECT_PROVIDER =
  'No prospect data provider is configured: prospect counts and purchased lists are refused. Set PROSPECT_PROVIDER ' +
  '(CDK context prospectProvider) once a provider is wired in functions/src/prospecting/prospect-provider.ts; ' +
  '"generated" (invented households) is for laptops and demo stages only.';

/** Refuses every call, so no deployment sells invented addresses by default. */
const unconfigured: ProspectProvider = {
  name: 'none',
  count: () => Promise.reject(prospectingUnavailable()),
  list: () => Promise.reject(prospectingUnavailable()),
};

function prospectingUnavailable(): HttpError {
  logger.error(NO_PROSPECT_PROVIDER);
  return new HttpError(503, ErrorCode.internal, apiErrors.prospectingUnavailable);
}

let replaced: ProspectProvider | undefined;

/** The provider in use: one set by `useProspectProvider`, else the configured one. */
export function prospectProvider(): ProspectProvider {
  if (replaced) return replaced;
  return config().PROSPECT_PROVIDER === 'generated' ? generatedProspects : unconfigured;
}

/** Replace the provider (a real one in AWS, a fake in a test); undefined goes back to configuration. */
export function useProspectProvider(next: ProspectProvider | undefined): void {
  replaced = next;
}
