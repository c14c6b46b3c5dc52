import { describe, expect, it } from 'vitest';
import { FORWARDED_PER_100, RETURNED_PER_100, scanJourney, scansThrough } from './scan-journey';

const pieces = Array.from({ length: 2000 }, (_, index) => ({
  trackingCode: `00271000000${String(index).padStart(9, '0')}`,
  routingCode: ['60607', '98101', '60201', '10001'][index % 4]!,
  mailDate: '2026-11-23',
}));
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('the scan emulator’s journeys', () => {
  it('takes longer across the country than within the three-digit ZIP, and goes out for delivery after', () => {
    const transit = (zip: string) => {
      const journeys = pieces
        .filter((piece) => piece.routingCode === zip)
        .map((piece) => scanJourney(piece, 1));
      return (
        journeys.reduce(
          (sum, [entered, local]) => sum + days(entered!.scanDatetime, local!.scanDatetime),
          0,
        ) / journeys.length
      );
    };
    expect(transit('60607')).toBeLessThan(transit('60201'));
    expect(transit('60201')).toBeLessThan(transit('98101'));
    for (const journey of pieces.slice(0, 100).map((piece) => scanJourney(piece, 1))) {
      const times = journey.map((scan) => scan.scanDatetime);
      expect(times).toEqual([...times].sort());
    }
  });

  it('returns and forwards about the shares it says, the same for the same seed', () => {
    const last = pieces.map((piece) => scanJourney(piece, 1).map((scan) => scan.handlingEvent));
    const returned = last.filter((events) => events.includes('RETURN_TO_SENDER')).length;
    const forwarded = last.filter((events) => events.includes('FORWARD')).length;
    expect(returned / 20).toBeGreaterThan(RETURNED_PER_100 / 2);
    expect(returned / 20).toBeLessThan(RETURNED_PER_100 * 2);
    expect(forwarded / 20).toBeGreaterThan(FORWARDED_PER_100 / 2);
    expect(forwarded / 20).toBeLessThan(FORWARDED_PER_100 * 2);
    expect(scanJourney(pieces[7]!, 1)).toEqual(scanJourney(pieces[7]!, 1));
  });

  it('plays only the scans that happened by the clock, shuffled', () => {
    const through = Date.parse('2026-11-25T12:00:00Z');
    const played = scansThrough(pieces.slice(0, 200), through, 1);
    expect(played.every((scan) => Date.parse(scan.scanDatetime) <= through)).toBe(true);
    const times = played.map((scan) => scan.scanDatetime);
    expect(times).not.toEqual([...times].sort());
  });

  it("follows a journey's script: a piece told to return comes back, one told to be delivered is, on the same days", () => {
    const piece = pieces[0]!;
    const events = (fate?: 'returned' | 'delivered') =>
      scanJourney(piece, 1, fate).map((scan) => scan.handlingEvent);
    expect(events('returned')).toEqual([
      'ORIGIN_PROCESSING',
      'DESTINATION_PROCESSING',
      'PROCESSED_FOR_DELIVERY',
      'RETURN_TO_SENDER',
    ]);
    expect(events('delivered')).toEqual([
      'ORIGIN_PROCESSING',
      'DESTINATION_PROCESSING',
      'PROCESSED_FOR_DELIVERY',
    ]);
    // The script changes the ending only: the way there is the seeded one.
    expect(scanJourney(piece, 1, 'returned').slice(0, 3)).toEqual(scanJourney(piece, 1, 'delivered'));
  });
});
