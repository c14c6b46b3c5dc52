import { dropDemoFeed } from './feeds/demo-feeds';
import { playScans } from './feeds/scan-emulator';
import { runLocalCommand } from './local-command';

/**
 * `npm run feed -- moving 2026-11` or `npm run feed -- win-back 2026-11-23`: drops a generated provider
 * feed into .local's feeds (then `npm run job -- refresh-moving-lists` reads it). `npm run feed -- scans`
 * plays USPS's scans of the mailed pieces up to the clock's now (`MSC_NOW=… npm run feed -- scans`).
 */
runLocalCommand(
  () => {
    const [feed, period] = process.argv.slice(2);
    if (feed === 'scans') return { feed, period: '' } as const;
    if ((feed !== 'moving' && feed !== 'win-back') || !period) {
      throw new Error('Usage: npm run feed -- moving YYYY-MM | win-back YYYY-MM-DD | scans');
    }
    return { feed, period } as const;
  },
  async ({ feed, period }) => {
    if (feed === 'scans') {
      const played = await playScans();
      console.log(`played ${played.scans} scans from ${played.key}: ${JSON.stringify(played.counts)}`);
      return;
    }
    console.log(`dropped ${await dropDemoFeed(feed, period)}`);
  },
);
