import { DEMO_FEEDS, type DemoFeed, dropDemoFeed } from './feeds/demo-feeds';
import { playScans } from './feeds/scan-emulator';
import { runLocalCommand } from './local-command';

/**
 * `npm run feed -- moving 2026-11`, `npm run feed -- win-back 2026-11-23` or `npm run feed -- new-policies
 * 2026-11-28 [agencyId…]`: drops a generated provider feed into .local's feeds (then `npm run job --
 * refresh-moving-lists`, or the feed's job, reads it). `npm run feed -- scans` plays USPS's scans of the
 * mailed pieces up to the clock's now (`MSC_NOW=… npm run feed -- scans`).
 */
runLocalCommand(
  () => {
    const [feed, period, ...agencies] = process.argv.slice(2);
    if (feed === 'scans') return { feed, period: '', agencyIds: undefined } as const;
    if (!DEMO_FEEDS.includes(feed as DemoFeed) || !period) {
      throw new Error(
        'Usage: npm run feed -- moving YYYY-MM | win-back YYYY-MM-DD | new-policies YYYY-MM-DD [agencyId…] | scans',
      );
    }
    const agencyIds = agencies.length > 0 ? agencies.map(Number) : undefined;
    return { feed: feed as DemoFeed, period, agencyIds } as const;
  },
  async ({ feed, period, agencyIds }) => {
    if (feed === 'scans') {
      const played = await playScans();
      console.log(`played ${played.scans} scans from ${played.key}: ${JSON.stringify(played.counts)}`);
      return;
    }
    console.log(`dropped ${await dropDemoFeed(feed, period, agencyIds)}`);
  },
);
