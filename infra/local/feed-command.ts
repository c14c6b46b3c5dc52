import { dropDemoFeed } from './feeds/demo-feeds';
import { runLocalCommand } from './local-command';

/**
 * `npm run feed -- moving 2026-11` or `npm run feed -- win-back 2026-11-23`: drops a generated provider
 * feed into .local's feeds (then `npm run job -- refresh-moving-lists` reads it).
 */
runLocalCommand(
  () => {
    const [feed, period] = process.argv.slice(2);
    if ((feed !== 'moving' && feed !== 'win-back') || !period) {
      throw new Error('Usage: npm run feed -- moving YYYY-MM | win-back YYYY-MM-DD');
    }
    return { feed, period } as const;
  },
  async ({ feed, period }) => {
    console.log(`dropped ${await dropDemoFeed(feed, period)}`);
  },
);
