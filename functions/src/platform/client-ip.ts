import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The address of the one calling. Behind CloudFront, API Gateway's source IP is CloudFront's own; the viewer's
 * is in `CloudFront-Viewer-Address` (`203.0.113.7:52311`, an IPv6 address without brackets), which CloudFront
 * sets itself and the origin-verify check keeps anyone else from sending. Locally there is no CloudFront:
 * the source IP is the caller's.
 */
export function clientIp(event: APIGatewayProxyEventV2): string | undefined {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const port = viewer?.lastIndexOf(':') ?? -1;
  if (viewer && port > 0) return viewer.slice(0, port);
  return event.requestContext?.http?.sourceIp;
}
