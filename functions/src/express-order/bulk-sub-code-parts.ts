import { createHash } from 'node:crypto';
import type { ListCleaning } from '@msc/shared/model/list-cleaning';
import { stringify } from 'safe-stable-stringify';
import type { BulkOrderStateRecord } from './express-order-store';

/**
 * An Express Order's per-sub-code part that grows with the sub code's book (data/entities/
 * bulk-order-sub-code.ts): split off the state before it is saved, joined back when it is read, so the
 * services keep working on one whole record.
 */
export interface SubCodePart {
  statCode: string;
  selectedPolicyNumbers?: string[];
  listCleaning?: ListCleaning;
}

const orderedStatCodes = (record: BulkOrderStateRecord) => [
  ...new Set([
    ...record.orderStates.map((child) => child.statCode),
    ...record.subCodesDetails.map((detail) => detail.statCode),
  ]),
];

/** The state's own item (without the parts) and one part per chosen sub code. */
export function splitParts(record: BulkOrderStateRecord): {
  item: BulkOrderStateRecord;
  parts: SubCodePart[];
} {
  const parts = orderedStatCodes(record).map((statCode) => {
    const detail = record.subCodesDetails.find((candidate) => candidate.statCode === statCode);
    const child = record.orderStates.find((candidate) => candidate.statCode === statCode);
    return {
      statCode,
      ...(detail?.selectedPolicyNumbers ? { selectedPolicyNumbers: detail.selectedPolicyNumbers } : {}),
      ...(child?.listCleaning ? { listCleaning: child.listCleaning } : {}),
    };
  });
  const item = {
    ...record,
    subCodesDetails: record.subCodesDetails.map(({ selectedPolicyNumbers: _numbers, ...detail }) => detail),
    orderStates: record.orderStates.map(({ listCleaning: _cleaning, ...child }) => child),
  };
  return { item, parts };
}

/** The state whole again: each sub code's stored part joined to its details and child order state. */
export function joinParts(item: BulkOrderStateRecord, parts: readonly SubCodePart[]): BulkOrderStateRecord {
  // A state stored before parts keeps them inline: nothing to join.
  if (!item.subCodePartDigests) return item;
  const byStatCode = new Map(parts.map((part) => [part.statCode, part]));
  return {
    ...item,
    subCodesDetails: item.subCodesDetails.map((detail) => {
      const numbers = byStatCode.get(detail.statCode)?.selectedPolicyNumbers;
      return numbers ? { ...detail, selectedPolicyNumbers: numbers } : detail;
    }),
    orderStates: item.orderStates.map((child) => {
      const listCleaning = byStatCode.get(child.statCode)?.listCleaning;
      return listCleaning ? { ...child, listCleaning } : child;
    }),
  };
}

export const partDigest = (part: SubCodePart) =>
  createHash('sha256')
    .update(stringify(part) ?? '')
    .digest('base64url')
    .slice(0, 22);

/**
 * What a save writes of the parts: the ones whose digest differs from the one the state was read with
 * (all of them on a state stored before parts), the sub codes no longer chosen to delete, and the digests
 * the state's item keeps from now on.
 */
export function partChanges(record: BulkOrderStateRecord, parts: readonly SubCodePart[]) {
  const earlier = record.subCodePartDigests ?? {};
  const digests = Object.fromEntries(parts.map((part) => [part.statCode, partDigest(part)]));
  return {
    digests,
    puts: parts.filter((part) => earlier[part.statCode] !== digests[part.statCode]),
    deletes: Object.keys(earlier).filter((statCode) => !(statCode in digests)),
  };
}
