import { describe, expect, it } from 'vitest';
import type { ScanEvent } from '../model/mail-tracking';
import {
  foldScan,
  isUnchanged,
  MAILED_PIECE,
  outForDeliveryDay,
  stageAt,
  trackingChange,
} from './scan-tracking';

const scan = (event: ScanEvent['event'], scannedAt: string, forwardZip?: string): ScanEvent => ({
  trackingCode: '00270123456000000001',
  event,
  scannedAt,
  facilityZip: '98101',
  ...(forwardZip ? { forwardZip } : {}),
});

const week = [
  scan('enteredMailStream', '2026-11-23T20:00:00Z'),
  scan('inLocalArea', '2026-11-25T06:00:00Z'),
  scan('forwarded', '2026-11-25T09:00:00Z', '98402'),
  scan('outForDelivery', '2026-11-26T13:00:00Z'),
  scan('inLocalArea', '2026-11-25T04:00:00-05:00'),
];

const permutations = <T>(items: readonly T[]): T[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((item, index) =>
        permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
      );

describe('scan tracking', () => {
  it('keeps the furthest stage reached, with the earliest scan of each stage', () => {
    const piece = week.reduce(foldScan, MAILED_PIECE);
    expect(piece).toEqual({
      stage: 'outForDelivery',
      reachedAt: {
        enteredMailStream: '2026-11-23T20:00:00.000Z',
        inLocalArea: '2026-11-25T06:00:00.000Z',
        outForDelivery: '2026-11-26T13:00:00.000Z',
      },
      forwardedAt: '2026-11-25T09:00:00.000Z',
      forwardZip: '98402',
      lastScanAt: '2026-11-26T13:00:00.000Z',
    });
    expect(stageAt(piece)).toBe('2026-11-26T13:00:00.000Z');
    expect(outForDeliveryDay(piece)).toBe('2026-11-26');
  });

  it('gives the same piece whatever order the scans arrive in', () => {
    const expected = week.reduce(foldScan, MAILED_PIECE);
    for (const order of permutations(week)) expect(order.reduce(foldScan, MAILED_PIECE)).toEqual(expected);
  });

  it('changes nothing on the same scan twice, or on a later scan of a stage already reached', () => {
    const piece = week.reduce(foldScan, MAILED_PIECE);
    for (const again of week) expect(isUnchanged(piece, foldScan(piece, again))).toBe(true);
    expect(isUnchanged(piece, foldScan(piece, scan('inLocalArea', '2026-11-25T07:00:00Z')))).toBe(true);
    expect(isUnchanged(piece, foldScan(piece, scan('inLocalArea', '2026-11-24T07:00:00Z')))).toBe(false);
  });

  it('ranks a return above every stage, even when it was scanned before the delivery scan', () => {
    const returned = [scan('returned', '2026-11-26T10:00:00Z'), ...week].reduce(foldScan, MAILED_PIECE);
    expect(returned.stage).toBe('returned');
    expect(stageAt(returned)).toBe('2026-11-26T10:00:00.000Z');
  });

  it('says which stages a scan newly reached, which stage the piece left and whether it is newly forwarded', () => {
    const before = foldScan(MAILED_PIECE, week[0]!);
    const after = foldScan(foldScan(before, week[2]!), week[3]!);
    expect(trackingChange(before, after)).toEqual({
      reached: ['outForDelivery'],
      left: 'enteredMailStream',
      at: 'outForDelivery',
      forwarded: true,
    });
  });
});
