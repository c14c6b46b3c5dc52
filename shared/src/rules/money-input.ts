/**
 * A dollar amount typed by staff ("12.5", "$1,250.00") as integer cents, or undefined when it is not one.
 * Money travels in cents (ARCHITECTURE: money in integer cents); people type dollars.
 */
export function dollarsToCents(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the editor shows them back: 1250 → "12.50". */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
