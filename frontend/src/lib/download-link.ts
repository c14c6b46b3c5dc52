import { saveFile } from './table-export';

/** Spec 1 §9: a blob download gives up after 30 s. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/** The file could not be fetched, or came back empty (spec 1 §8: 'a download has no data'). */
export class DownloadFailed extends Error {}

/**
 * Fetches a server-made download address (a short-lived presigned URL on the storage host) as a blob and
 * saves it under its name. A failure never navigates the page away: it throws DownloadFailed.
 */
export async function fetchDownload({ url, fileName }: { url: string; fileName: string }): Promise<void> {
  let blob: Blob;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) throw new DownloadFailed(`${response.status}`);
    blob = await response.blob();
  } catch (error) {
    throw error instanceof DownloadFailed ? error : new DownloadFailed(String(error));
  }
  if (blob.size === 0) throw new DownloadFailed('empty');
  saveFile(blob, fileName);
}
