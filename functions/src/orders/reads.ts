/**
 * What other capabilities read of orders without bundling any of its writes: an entry of its own
 * (dependency-cruiser's capability-entries), so a Lambda that only reads them is granted no order writes.
 * index.ts reaches the orders' writers (placement, drop changes, figures), and with them their grants.
 */

export { calendarEntriesBetween, calendarTallyOfMonth } from './calendar-reads-store';
