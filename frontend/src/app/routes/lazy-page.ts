import { CHUNK_LOAD_TIMEOUT_MS } from '@msc/shared/rules/constants';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, NonIndexRouteObject } from 'react-router';

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

/**
 * A route's page, loaded on first visit from its own chunk (`import('…')` of a module whose default
 * export is the page). A failed or stalled load becomes a ChunkLoadError for the route's error boundary.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyRouteFunction<NonIndexRouteObject> {
  return async () => {
    try {
      const module = await withTimeout(load(), timeoutMs);
      return { Component: module.default };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  };
}
