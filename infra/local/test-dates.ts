import { spawn } from 'node:child_process';

/**
 * `npm run test:dates`: the unit tier (but the CDK stack's tests, which read no date) at fixed dates
 * (issue 47), each run with `MSC_NOW` set, which moves the one clock (`@msc/shared/clock`) and, through
 * `infra/local/test/pinned-date.setup.ts`, every test worker's `Date`. The dates are the ones that broke journeys and tests before: the last day of a month, a
 * Friday before a Monday holiday (lead times cross a weekend and a holiday), New Year's Eve (late in the
 * evening in New York, already 1 January in UTC) and a leap day. Not part of `npm test`: four unit tiers
 * are about 20 minutes on 2 cores, and the suite's budget is 30. Run it after a change to a date rule.
 *
 *   npm run test:dates                                  # every date, every dated unit file
 *   npm run test:dates -- shared/src/rules              # every date, only these files (vitest filters)
 *   MSC_DATES=2028-02-29T15:00:00Z npm run test:dates   # one date
 */
const TEST_DATES = [
  '2026-11-30T15:00:00Z', // a month end (10:00 in New York)
  '2027-01-15T20:00:00Z', // Friday 15 January 2027, Martin Luther King Jr. Day on Monday 18
  '2027-01-01T03:30:00Z', // 31 December 2026, 22:30 in New York
  '2028-02-29T15:00:00Z', // a leap day
];

/** Every unit file but the CDK stack's (infra/test: synthesis, bundles, cdk-nag read no date and are most of the time). */
const DATED = ['shared/', 'functions/', 'frontend/', 'infra/local/'];

function runAt(date: string, filters: string[]): Promise<boolean> {
  const args = [
    'vitest',
    'run',
    '--project',
    'unit*',
    '--project',
    'frontend*',
    ...(filters.length ? filters : DATED),
  ];
  console.log(`\n=== MSC_NOW=${date} npx ${args.join(' ')}`);
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, MSC_NOW: date } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

const dates = process.env.MSC_DATES?.split(',') ?? TEST_DATES;
const failed: string[] = [];
for (const date of dates) {
  if (!(await runAt(date, process.argv.slice(2)))) failed.push(date);
}
console.log(
  failed.length ? `\nFailed at: ${failed.join(', ')}` : `\nPassed at every date: ${dates.join(', ')}`,
);
process.exit(failed.length ? 1 : 0);
