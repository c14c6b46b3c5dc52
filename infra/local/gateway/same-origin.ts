import type { IncomingMessage } from 'node:http';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request comes from this machine's own pages or tools, not from another site in the same browser:
 * the Host must be a loopback name (a DNS-rebound name is refused), and a browser's Origin and
 * Sec-Fetch-Site, when sent, must say the same origin. The local operator calls take no credentials, so this
 * is what keeps any web page from posting to them (CSRF).
 */
export function isSameOriginLocal(request: IncomingMessage): boolean {
  const host = request.headers.host ?? '';
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (!LOOPBACK_HOSTS.has(hostname)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
