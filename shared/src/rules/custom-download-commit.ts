import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { WELCOME_KIT_WAIT_MS } from './constants';
import { withQuery } from './route-url';

/**
 * After the design tool returns (spec 2 §4 "Custom download commit"): a completed welcome kit shows
 * the "being prepared" spinner for 20 s, then the download page; otherwise it redirects at once.
 */
export function customDownloadWaitMs(result: { completed: boolean }, isWelcomeKit: boolean): number {
  return isWelcomeKit && result.completed ? WELCOME_KIT_WAIT_MS : 0;
}

/** /personalization/download-customize-asset/{customDownloadId}?docId=..&completed=..&isWelcomeKit=.. */
export function customDownloadPagePath(input: {
  customDownloadId: string;
  docId: string;
  completed: boolean;
  isWelcomeKit: boolean;
}): string {
  return withQuery(pathTo(paths.downloadCustomizeAsset, { customDownloadId: input.customDownloadId }), {
    docId: input.docId,
    completed: input.completed,
    isWelcomeKit: input.isWelcomeKit,
  });
}
