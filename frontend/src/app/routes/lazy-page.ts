import { CHUNK_LOAD_TIMEOUT_MS } from '@msc/shared/rules/constants';
import { type ComponentType, createElement } from 'react';
import { nextTask } from '#lib/next-task';

/** A page's script could not be loaded (network failure, a deploy replaced it, or it took over 120 s). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A page script failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type PageLoader = () => Promise<{ default: ComponentType }>;

/** A page's chunk: the page once loaded, or why it could not be. */
export interface PageChunk {
  /** Starts the load (once); never rejects: a failure is kept for the page to throw. */
  preload: () => Promise<void>;
  page?: ComponentType;
  failure?: ChunkLoadError;
}

/** One chunk per loader: the addresses of one page (/ and /home, a wizard's steps) show the same component. */
const chunks = new Map<PageLoader, PageChunk>();

/**
 * A route's page, loaded from its own chunk (`import('…')` of a module whose default export is the page),
 * for `ChunkPage`. A failed or stalled load becomes a ChunkLoadError for the route's error boundary.
 */
export function lazyPage(load: PageLoader, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): PageChunk {
  const known = chunks.get(load);
  if (known) return known;
  let loading: Promise<void> | undefined;
  const chunk: PageChunk = {
    preload: () => {
      loading ??= withTimeout(load(), timeoutMs).then(
        // The page renders in the task after its modules ran: on a phone each is a long task of its own
        // (their schemas, the form library), and two shorter ones block input for less than one.
        (module) =>
          nextTask().then(() => {
            chunk.page = module.default;
          }),
        (error: unknown) => {
          chunk.failure = new ChunkLoadError(error);
        },
      );
      return loading;
    },
  };
  chunks.set(load, chunk);
  return chunk;
}

/**
 * The page of a chunk. The route table has loaded the chunk before it shows the route (route-table.tsx);
 * rendered alone (a test), it suspends until the chunk is there. Going from one address of a page to
 * another keeps the page mounted, as the same component.
 */
export function ChunkPage({ chunk }: { chunk: PageChunk }) {
  // Suspends (as React.lazy does, by throwing the load) until the chunk is there.
  if (!chunk.page && !chunk.failure) throw chunk.preload();
  if (chunk.failure) throw chunk.failure;
  return chunk.page ? createElement(chunk.page) : null;
}
