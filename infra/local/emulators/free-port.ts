import { createServer } from 'node:net';
import { LOCAL_HOST } from './host';

/** Asks the OS for an unused TCP port on the loopback, so parallel test runs never collide. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOCAL_HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : undefined;
      server.close(() => (port === undefined ? reject(new Error('No port assigned')) : resolve(port)));
    });
  });
