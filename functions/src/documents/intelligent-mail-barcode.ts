import { imbDigits } from '@msc/shared/rules/intelligent-mail';

/** One bar of the barcode, in points from the barcode's bottom-left corner. */
export interface ImbBar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A full bar's height (inches): USPS-B-3200 allows 0.125 to 0.165; at 0.16 bwip-js's tracker is 0.04
 * (allowed: 0.039 to 0.057). Its bars are 0.02 inch at 21.7 a inch (allowed: 0.015 to 0.025, 20 to 24).
 */
const FULL_BAR_INCHES = 0.16;
const POINTS_PER_INCH = 72;

/** The barcode's size in points: 65 bars wide, a full bar high. */
export const IMB_HEIGHT = FULL_BAR_INCHES * POINTS_PER_INCH;

/**
 * The 65 bars of the Intelligent Mail barcode of a piece (bwip-js's `onecode`, loaded with the first
 * barcode), as the proof draws them. bwip-js answers each bar's bottom and height in inches and the bars'
 * and spaces' widths in points.
 */
export async function imbBars(trackingCode: string, routingCode: string): Promise<ImbBar[]> {
  const { default: bwipjs } = await import('bwip-js/node');
  const [symbol] = bwipjs.raw('onecode', imbDigits(trackingCode, routingCode), { height: FULL_BAR_INCHES });
  if (!symbol || !('bbs' in symbol)) throw new Error('bwip-js drew no IMb bars');
  const bars: ImbBar[] = [];
  let x = 0;
  symbol.bhs.forEach((height, index) => {
    const width = symbol.sbs[index * 2]!;
    bars.push({
      x,
      y: symbol.bbs[index]! * POINTS_PER_INCH,
      width,
      height: height * POINTS_PER_INCH,
    });
    x += width + (symbol.sbs[index * 2 + 1] ?? 0);
  });
  return bars;
}
