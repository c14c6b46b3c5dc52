import { describe, expect, it } from 'vitest';
import {
  MARKETING_SHORTCUTS,
  MARKETING_TOPIC_PATHS,
  MARKETING_TOPICS,
  marketingTopic,
} from './marketing-pages';

describe('marketing pages', () => {
  it('finds a topic by its address, ignoring case and a trailing slash', () => {
    expect(marketingTopic('/Grow-Your-Business/')?.title).toBe('growYourBusiness');
    expect(marketingTopic('/no-such-topic')).toBeUndefined();
  });

  it('routes exactly the topics it has content for', () => {
    expect(MARKETING_TOPICS.map((topic) => topic.path)).toEqual([...MARKETING_TOPIC_PATHS]);
  });

  it('has the spec 1 §2 marketing pages, each once, either a topic or a shortcut', () => {
    const pages = [...MARKETING_TOPICS.map((topic) => topic.path), ...Object.keys(MARKETING_SHORTCUTS)];
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toEqual(
      expect.arrayContaining([
        '/grow-your-business',
        '/sell-new-prospects',
        '/promote-an-event',
        '/promote-online-presence',
        '/order-marketing-materials',
        '/increase-retention-add-value',
        '/my-favorite-marketing-materials',
        '/my-favorite-reports',
        '/most-recent-downloads',
        '/auto-insurance-brochures',
        '/home-insurance-brochures',
        '/annual-auto-letter',
        '/insurance-check-up-poster',
        '/my-order-history-lists',
      ]),
    );
  });

  it('sends the brochure pages to product search filtered by format and line', () => {
    expect(MARKETING_SHORTCUTS['/auto-insurance-brochures']).toBe(
      '/products?f-product-format=brochures&f-product-type=auto',
    );
    expect(MARKETING_SHORTCUTS['/home-insurance-brochures']).toBe(
      '/products?f-product-format=brochures&f-product-type=home',
    );
  });
});
