import type { CronOptions } from 'croner';

/** What croner needs to run one schedule: a pattern plus the options that complete its meaning. */
export interface CronerSchedule {
  pattern: string;
  options: CronOptions;
}

const RATE_UNIT_SECONDS: Record<string, number> = {
  minute: 60,
  minutes: 60,
  hour: 3_600,
  hours: 3_600,
  day: 86_400,
  days: 86_400,
};

/**
 * Turns a schedule expression into a croner schedule. Accepted forms:
 * - EventBridge `cron(min hour day-of-month month day-of-week year)`, e.g. `cron(0 6 * * ? *)`
 * - EventBridge `rate(n unit)`, unit minute(s) | hour(s) | day(s), e.g. `rate(1 day)`
 * - a plain 5-field cron `min hour day-of-month month day-of-week`, e.g. `0 6 * * 1-5`
 * Like EventBridge Scheduler, times are in `timezone` (default UTC), not the machine's zone.
 */
export const toCronerSchedule = (expression: string, timezone = 'UTC', now = new Date()): CronerSchedule => {
  const trimmed = expression.trim();
  const rate = /^rate\((.*)\)$/i.exec(trimmed);
  if (rate) return rateSchedule(rate[1] ?? '', now);
  const cron = /^cron\((.*)\)$/i.exec(trimmed);
  if (cron)
    return { pattern: eventBridgeCronToCroner(cron[1] ?? ''), options: { timezone, legacyMode: false } };
  if (fieldsOf(trimmed).length === 5) return { pattern: fieldsOf(trimmed).join(' '), options: { timezone } };
  throw new Error(
    `Unsupported schedule expression "${expression}": use cron(...), rate(...) or 5-field cron`,
  );
};

const fieldsOf = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

/**
 * `rate(n unit)`: every n units, the first run one period after start (as a new EventBridge rate schedule),
 * not at once, so restarting the local stack does not re-run every daily job. Croner expresses it as an
 * every-second pattern throttled by `interval`.
 */
const rateSchedule = (body: string, now: Date): CronerSchedule => {
  const match = /^\s*(\d+)\s+([a-z]+)\s*$/i.exec(body);
  const value = Number(match?.[1]);
  const unitSeconds = RATE_UNIT_SECONDS[match?.[2]?.toLowerCase() ?? ''];
  if (!match || !unitSeconds || !Number.isInteger(value) || value < 1) {
    throw new Error(
      `Unsupported rate expression "rate(${body})": expected rate(<n> minute(s)|hour(s)|day(s))`,
    );
  }
  const seconds = value * unitSeconds;
  return {
    pattern: '* * * * * *',
    // On a whole second: croner counts in whole seconds, a fractional start would shift the second run.
    options: { interval: seconds, startAt: new Date(Math.ceil(now.getTime() / 1000 + seconds) * 1000) },
  };
};

/**
 * EventBridge cron → croner pattern. The differences that matter:
 * - `?` ("no specific value") means `*`; in croner `?` would mean "the value at start-up time".
 * - day-of-week numbers are 1-7 from SUNDAY in EventBridge, 0-6 from Sunday in croner (names are the same).
 * - `nL` in day-of-week (last weekday n of the month) is `n#L` in croner; `#` (nth weekday) maps unchanged.
 * - the year field has no croner counterpart: only `*` is accepted.
 * - `W` (nearest weekday) has no croner counterpart and is refused.
 * Day-of-month and day-of-week then combine with AND (croner legacyMode off): one of them is always `?`.
 */
export const eventBridgeCronToCroner = (body: string): string => {
  const fields = fieldsOf(body);
  if (fields.length !== 6) {
    throw new Error(
      `EventBridge cron needs 6 fields (min hour day-of-month month day-of-week year): "${body}"`,
    );
  }
  const [minute, hour, dayOfMonth, month, dayOfWeek, year] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (year !== '*') throw new Error(`Unsupported cron year field "${year}": only * is supported locally`);
  if (/W/i.test(dayOfMonth))
    throw new Error(`Unsupported cron day-of-month "${dayOfMonth}": W is not supported`);
  return [minute, hour, wildcard(dayOfMonth), month, convertDayOfWeek(wildcard(dayOfWeek))].join(' ');
};

const wildcard = (field: string): string => (field === '?' ? '*' : field);

const convertDayOfWeek = (field: string): string => {
  if (field === '*') return field;
  return field
    .split(',')
    .map((part) => {
      // `6L` = last Friday of the month.
      const last = /^(\d)L$/i.exec(part);
      if (last) return `${shiftDay(last[1] ?? '')}#L`;
      const [range = '', step] = part.split('/');
      const [days = '', nth] = range.split('#');
      const shifted = days === '*' ? days : days.split('-').map(shiftDay).join('-');
      return `${shifted}${nth === undefined ? '' : `#${nth}`}${step === undefined ? '' : `/${step}`}`;
    })
    .join(',');
};

/** EventBridge 1 (SUN) … 7 (SAT) → croner 0 … 6; names pass through. */
const shiftDay = (day: string): string => {
  if (!/^\d+$/.test(day)) return day;
  const value = Number(day);
  if (value < 1 || value > 7) throw new Error(`EventBridge day-of-week must be 1-7 (SUN-SAT), got ${day}`);
  return String(value - 1);
};
