/**
 * What the job registry (and the local demo's feed command) use of the retention capability (the feed files
 * and their run records, which the results capability's new-policy feed reads too), the list the
 * personalization flow's step 2 mails (the current Win Back list), and the lists reports count.
 */
export {
  FEED_PREFIX,
  type FeedObject,
  putFeedFile,
  readFeed,
  toFeedCsv,
} from './feed-file';
export { type RunOptions, type RunReport, runFeedJob } from './job-run';
export { markRecipientMoved } from './mail-forward';
export {
  MOVING_FEED_ALL_COLUMNS,
  MOVING_FEED_COLUMNS,
  MOVING_FEED_NAMES,
  REFRESH_MOVING_LISTS,
  refreshMovingLists,
} from './refresh-moving-lists';
export {
  REFRESH_WIN_BACK_LISTS,
  refreshWinBackLists,
  WIN_BACK_FEED_ALL_COLUMNS,
  WIN_BACK_FEED_COLUMNS,
} from './refresh-win-back-lists';
export {
  currentWinBackEntriesOf,
  jobRunsOf,
  movingListsOf,
  type WinBackEntryItem,
  winBackEntriesOfAgency,
} from './retention-store';
