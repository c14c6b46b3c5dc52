import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { WorkflowRunner } from './index';

export interface SfnEndpoint {
  url: string;
  stop(): Promise<void>;
}

/**
 * The two Step Functions API calls the portal makes (StartExecution, DescribeExecution), in the AWS JSON 1.0
 * protocol the SDK speaks, answered by the local runner: the Lambda code starts workflows with the real
 * `@aws-sdk/client-sfn` client, pointed here by SFN_ENDPOINT, exactly as it does in AWS.
 */
export async function startSfnEndpoint(runner: WorkflowRunner, port = 0): Promise<SfnEndpoint> {
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify(body));
    };
    try {
      const action = String(request.headers['x-amz-target'] ?? '').replace(/^AWSStepFunctions\./, '');
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, string | undefined>;
      if (action === 'StartExecution') {
        const workflow = String(body.stateMachineArn ?? '').split(':stateMachine:')[1];
        if (!workflow) return reply(400, { __type: 'InvalidArn', message: 'Unknown state machine' });
        const { executionId } = runner.start(workflow, JSON.parse(body.input ?? '{}'), { name: body.name });
        return reply(200, { executionArn: executionId, startDate: Date.now() / 1000 });
      }
      if (action === 'DescribeExecution') {
        const executionArn = String(body.executionArn);
        const description = runner.describe(executionArn);
        return reply(200, {
          executionArn,
          stateMachineArn: executionArn.replace(':execution:', ':stateMachine:').replace(/:[^:]+$/, ''),
          status: description.status,
          startDate: Date.now() / 1000,
          ...(description.output === undefined ? {} : { output: JSON.stringify(description.output) }),
          ...(description.error ? { error: description.error, cause: description.cause } : {}),
        });
      }
      return reply(400, { __type: 'UnknownOperationException', message: `Not supported locally: ${action}` });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const type = message.startsWith('ExecutionDoesNotExist')
        ? 'ExecutionDoesNotExist'
        : 'InvalidDefinition';
      return reply(400, { __type: type, message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://127.0.0.1:${actualPort}`, stop: () => close(server) };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
