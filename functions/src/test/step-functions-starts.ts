import { createServer } from 'node:http';
import { resetConfig } from '#platform/config';

/** One StartExecution as the portal sent it: the execution's name and its input, parsed. */
export interface RecordedStart<I> {
  name: string;
  input: I;
}

/**
 * Step Functions as far as StartExecution goes: every start is taken and written down, none is run.
 * SFN_ENDPOINT points here from now on; `stop` closes the server.
 */
export async function recordStarts<I>(): Promise<{ starts: RecordedStart<I>[]; stop: () => Promise<void> }> {
  const starts: RecordedStart<I>[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { name, input, stateMachineArn } = JSON.parse(body);
      starts.push({ name, input: JSON.parse(input) });
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(
        JSON.stringify({ executionArn: `${stateMachineArn}:${name}`, startDate: Date.now() / 1000 }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  process.env.SFN_ENDPOINT = `http://127.0.0.1:${address.port}`;
  resetConfig();
  return { starts, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
