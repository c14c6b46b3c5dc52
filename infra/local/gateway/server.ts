import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { API_PREFIX, ErrorCode } from '@msc/shared/api';
import { errors } from '@msc/shared/messages';
import { createApiHandler } from './api-handler';
import { decodedPath } from './decoded-path';
import { watchEventLoop } from './event-loop-watch';
import type { JwtVerifier } from './jwt-verifier';
import { onRequestClock } from './request-clock';
import { isSameOriginLocal } from './same-origin';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  // pdf.js's worker ships as an ES module file.
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface PortalServerOptions {
  verify: JwtVerifier;
  s3: S3Client;
  assetsBucket: string;
  /** The built SPA (frontend/dist); ignored when `spaMiddleware` is given (Vite dev server). */
  staticDir?: string;
  spaMiddleware?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  /** Runtime configuration the SPA reads at /config.json (user pool ids, endpoints). */
  spaConfig: Record<string, unknown>;
  /** Sent on every answer, as CloudFront's response-headers policy does (`securityHeaders()`). */
  headers?: Record<string, string>;
  /** The local payment gateway that /local-payments/ forwards to. */
  paymentsEndpoint?: string;
  /**
   * Local-only operator calls under /__local/ (drop a demo feed, run a job now: what the AWS console's
   * "invoke" does). Never part of the deployed API.
   */
  localControl?: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
}

/** Precompressed siblings the build writes (`x.js.br`, `x.js.gz`), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

function serveStatic(staticDir: string, url: URL, request: IncomingMessage, response: ServerResponse) {
  const decoded = decodedPath(url.pathname);
  if (decoded === undefined) return sendText(response, 400, 'Bad request');
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const requested = join(staticDir, relative);
  const hashed = relative.startsWith('/static/');
  // Source maps stay on the build machine (ASVS V3.4): never served, even if a build wrote them.
  const isFile = !relative.endsWith('.map') && existsSync(requested) && statSync(requested).isFile();
  if (!isFile && hashed) return sendText(response, 404, 'Not found');
  // Everything else is a client route, legacy addresses such as /Default.aspx included.
  const file = isFile ? requested : join(staticDir, 'index.html');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = ENCODINGS.find(
    ({ name, extension }) => accepted.includes(name) && existsSync(`${file}${extension}`),
  );
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding.name } : {}),
  });
  // A file can vanish between the check and the read (a rebuild under way): answer, never crash the server.
  createReadStream(encoding ? `${file}${encoding.extension}` : file)
    .on('error', () => response.destroy())
    .pipe(response);
}

async function serveAsset(options: PortalServerOptions, url: URL, response: ServerResponse) {
  const key = decodedPath(url.pathname.slice('/assets/'.length));
  if (key === undefined) return sendText(response, 400, 'Bad request');
  try {
    const object = await options.s3.send(new GetObjectCommand({ Bucket: options.assetsBucket, Key: key }));
    response.writeHead(200, {
      'content-type': object.ContentType ?? 'application/octet-stream',
      'cache-control': 'public, max-age=300',
    });
    (object.Body as Readable).pipe(response);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  }
}

/**
 * The SPA creates local payment methods here (as Stripe.js posts to api.stripe.com in Stripe mode): the
 * card number goes to the local payment gateway, never through our API.
 */
export const LOCAL_PAYMENTS_PATH = '/local-payments/';

async function proxyToPayments(
  endpoint: string,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = url.pathname.slice(LOCAL_PAYMENTS_PATH.length - 1);
  // '//host/x' would be read as another host, which would then get the caller's authorization header.
  if (path.includes('//') || path.includes('\\')) return sendText(response, 400, 'Bad request');
  const target = new URL(endpoint);
  target.pathname = path;
  target.search = url.search;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const answer = await fetch(target, {
    method: request.method,
    headers: {
      authorization: request.headers.authorization ?? '',
      'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded',
    },
    body: request.method === 'GET' ? undefined : Buffer.concat(chunks),
  });
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(await answer.text());
}

/** One origin, as CloudFront gives in AWS: /api → the Lambdas, /assets → the bucket, the rest → the SPA. */
export function createPortalServer(options: PortalServerOptions): Server & { drain(): Promise<void> } {
  const api = createApiHandler(options.verify);
  let inFlight = 0;
  const loop = watchEventLoop((line) => console.warn(line));
  const server = createServer((request, response) => {
    inFlight++;
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const done = loop.track(`${request.method} ${url.pathname}`);
    response.once('close', () => {
      inFlight--;
      done();
    });
    for (const [name, value] of Object.entries(options.headers ?? {})) response.setHeader(name, value);
    const fail = (error: unknown) => {
      // A browser that closes or navigates away mid-request is not a fault of the portal.
      // (The request itself is destroyed once its body is read: whether the client is gone is the socket's.)
      if (request.socket.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET') return;
      console.error('[gateway]', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: errors.somethingWentWrong, code: ErrorCode.internal }));
    };
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      // A journey's fake day (`x-msc-now`), taken only from this machine's own pages and tools.
      if (isSameOriginLocal(request))
        return void onRequestClock(request, () => api(request, response, url)).catch(fail);
      return void api(request, response, url).catch(fail);
    }
    if (options.localControl && url.pathname.startsWith('/__local/')) {
      if (!isSameOriginLocal(request)) return sendText(response, 403, 'Forbidden');
      const control = options.localControl;
      return void onRequestClock(request, () => control(request, response, url)).catch(fail);
    }
    if (url.pathname.startsWith('/assets/')) return void serveAsset(options, url, response).catch(fail);
    if (url.pathname.startsWith(LOCAL_PAYMENTS_PATH) && options.paymentsEndpoint)
      return proxyToPayments(options.paymentsEndpoint, url, request, response).catch(fail);
    if (url.pathname === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(JSON.stringify(options.spaConfig));
    }
    if (options.spaMiddleware)
      return options.spaMiddleware(request, response, () => fail(new Error('not handled')));
    if (options.staticDir) return serveStatic(options.staticDir, url, request, response);
    response.writeHead(404).end();
  });
  // Clients keep idle connections open and reuse them (Playwright's request context, browsers); Node's
  // 5 s default could close one just as a request is sent on it (ECONNRESET). Outlive the clients instead.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  /** Stops accepting requests and waits (up to 5 s) for those under way, so stopping never cuts a write. */
  const drain = async () => {
    loop.stop();
    server.close();
    const deadline = Date.now() + 5000;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    server.closeAllConnections();
  };
  return Object.assign(server, { drain });
}
