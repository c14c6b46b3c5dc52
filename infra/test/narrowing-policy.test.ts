import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, narrowingPolicy, withNarrowingPolicy } from '../aws/security-headers';

const options = {
  connectSources: ['https://cognito-idp.us-east-1.amazonaws.com'],
  storageSources: ['https://portal-uploads.s3.us-east-1.amazonaws.com'],
  stripe: true,
};

describe("the page's own storage policy", () => {
  it('keeps only img-src and connect-src, each as the header would have it with the exact hosts', () => {
    const policy = narrowingPolicy(options);
    expect(policy.split('; ').map((directive) => directive.split(' ')[0])).toEqual([
      'img-src',
      'connect-src',
    ]);
    for (const directive of policy.split('; ')) expect(contentSecurityPolicy(options)).toContain(directive);
    expect(policy).not.toContain('*.s3.');
  });

  it('goes first in the head, before anything the page loads', () => {
    const page =
      '<!doctype html><html><head><script type="module" src="/static/app.js"></script></head></html>';
    const narrowed = withNarrowingPolicy(page, "img-src 'self'");
    expect(narrowed).toBe(
      `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="img-src 'self'"><script type="module" src="/static/app.js"></script></head></html>`,
    );
    expect(withNarrowingPolicy('<!doctype html>\n<title>x</title>', 'p')).toBe(
      '<!doctype html><meta http-equiv="Content-Security-Policy" content="p">\n<title>x</title>',
    );
  });
});
