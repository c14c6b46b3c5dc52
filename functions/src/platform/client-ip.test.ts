import { describe, expect, it } from 'vitest';
import { apiGatewayEvent } from './api-gateway-event';
import { clientIp } from './client-ip';

const event = (headers: Record<string, string>) =>
  apiGatewayEvent({ method: 'GET', path: '/api/session', headers, sourceIp: '130.176.1.1' });

describe('clientIp', () => {
  it("is the viewer's address CloudFront passes on, not CloudFront's own", () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '203.0.113.7:52311' }))).toBe('203.0.113.7');
    expect(clientIp(event({ 'cloudfront-viewer-address': '2001:db8::8a2e:370:7334:443' }))).toBe(
      '2001:db8::8a2e:370:7334',
    );
  });

  it('is the source IP without CloudFront (locally)', () => {
    expect(clientIp(event({}))).toBe('130.176.1.1');
  });
});
