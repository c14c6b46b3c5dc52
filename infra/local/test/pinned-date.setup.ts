/**
 * `npm run test:dates` (infra/local/test-dates.ts) runs the unit tier with `MSC_NOW` set: the code under test
 * reads the one clock (`@msc/shared/clock`), but a test's own expectations are often written from `new Date()`
 * too, so the whole worker's `Date` is moved to that instant (and runs on in real time, as the clock does).
 * Then the clock's own `MSC_NOW` offset, measured against this `Date`, is zero: the two never add up.
 * Without `MSC_NOW` this file does nothing.
 */
const pinned = process.env.MSC_NOW;
const marker = Symbol.for('msc.pinnedDate');
const scope = globalThis as unknown as Record<symbol, boolean> & { Date: DateConstructor };

// Unit files share a worker (isolate: false) and this file runs before each of them: move the clock once.
if (pinned && !scope[marker]) {
  const RealDate = Date;
  const offset = RealDate.parse(pinned) - RealDate.now();
  if (Number.isNaN(offset)) throw new RangeError(`MSC_NOW is not an ISO date-time: ${pinned}`);
  // A function, not a subclass: `Date.prototype` stays the real one, whose own methods libraries such as
  // @date-fns/tz enumerate to override them on their own Date subclasses.
  function PinnedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return RealDate();
    return Reflect.construct(RealDate, args.length ? args : [RealDate.now() + offset], new.target);
  }
  Object.setPrototypeOf(PinnedDate, RealDate);
  PinnedDate.prototype = RealDate.prototype;
  PinnedDate.now = () => RealDate.now() + offset;
  scope.Date = PinnedDate as unknown as DateConstructor;
  scope[marker] = true;
}
