import { addToCartPush, tilePush } from '@msc/shared/rules/analytics';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AnalyticsSink, dataLayerSink, setAnalyticsSink, track } from './analytics';

// The worker's other test files share this window: what their pages pushed is not this file's.
const reset = () => {
  setAnalyticsSink(undefined);
  delete window.dataLayer;
};
beforeEach(reset);
afterEach(reset);

describe('the analytics adapter', () => {
  it('records pushes in the browser dataLayer, creating it when absent, oldest first', () => {
    track(tilePush('ExpressOrdering'));
    track(addToCartPush(['Home Letter'], 'Home'));
    expect(window.dataLayer).toEqual([
      { event: 'tile', tileCode: 'ExpressOrdering' },
      { event: 'addToCart', productNames: ['Home Letter'], lob: 'Home' },
    ]);
  });

  it('keeps what a tag manager already put in the dataLayer', () => {
    const target = { dataLayer: [{ 'gtm.start': 1 }] as unknown[] };
    dataLayerSink(target).push(tilePush('ExpressOrdering'));
    expect(target.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'tile', tileCode: 'ExpressOrdering' }]);
  });

  it('sends to the sink set in its place, and pushes nothing for an empty push', () => {
    const received: unknown[] = [];
    setAnalyticsSink({ push: (entry) => received.push(entry) });
    track(tilePush('ExpressOrdering'));
    track(addToCartPush([]));
    expect(received).toEqual([{ event: 'tile', tileCode: 'ExpressOrdering' }]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('never throws when the sink fails', () => {
    const failing: AnalyticsSink = {
      push: () => {
        throw new Error('tag failed');
      },
    };
    setAnalyticsSink(failing);
    expect(() => track(tilePush('ExpressOrdering'))).not.toThrow();
  });
});
