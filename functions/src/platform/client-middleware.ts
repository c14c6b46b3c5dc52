import { AsyncLocalStorage } from 'node:async_hooks';

/** One AWS SDK call as a client is about to send it: the DynamoDB input already marshalled. */
export interface SdkCall {
  /** The client, e.g. `DynamoDBClient`, `S3Client`. */
  client: string;
  /** The command, e.g. `PutItemCommand`. */
  command: string;
  input: Record<string, unknown>;
}

/** Looks at a call before it is sent and throws to refuse it (the local stack's IAM evaluation). */
export type LocalCallCheck = (call: SdkCall, principal: string) => Promise<void> | void;

const checks: LocalCallCheck[] = [];
const principal = new AsyncLocalStorage<string>();

/**
 * The local stack only (nothing registers one in AWS, where IAM itself does the job): every call of every
 * client made by `withLocalMiddleware` is shown to `check` first, while some function's code runs
 * (`runAsFunction`). Returns how to take it away again.
 */
export function useLocalCallCheck(check: LocalCallCheck): () => void {
  checks.push(check);
  return () => {
    const at = checks.indexOf(check);
    if (at >= 0) checks.splice(at, 1);
  };
}

/**
 * Runs `fn` as the Lambda known by `key` (`capability:<name>`, `workflow:<name>/<Task state>`,
 * `job:<name>`): its SDK calls are checked against that function's role. Outside (fixtures, seeding) none are.
 */
export function runAsFunction<T>(key: string, fn: () => T): T {
  return principal.run(key, fn);
}

/** The function whose code runs now, if any (`runAsFunction`). */
export const currentFunction = (): string | undefined => principal.getStore();

/** Shows a call to the registered checks; for calls that do not go through a client's middleware (presigned POST). */
export async function checkLocalCall(call: SdkCall): Promise<void> {
  const key = principal.getStore();
  if (!key || checks.length === 0) return;
  for (const check of checks) await check(call, key);
}

type BatchRequests = Record<string, unknown[] | { Keys: unknown[] }>;

/**
 * DynamoDB may leave part of a batch unprocessed (throttling, a BatchGet answer past 16 MB); DynamoDB Local
 * never does. While a function's code runs locally (`runAsFunction`; never in AWS), a batch of two or more
 * keys or writes is sent without its last one, which comes back unprocessed as AWS would answer it, so
 * code that ignores the rest loses it here too (platform/batch-calls.ts asks again). `LOCAL_PARTIAL_BATCHES=off`
 * sends batches whole.
 */
async function partialBatches(
  command: string,
  args: { input: object },
  next: (args: { input: object }) => Promise<unknown>,
): Promise<unknown> {
  const isGet = command === 'BatchGetItemCommand';
  if (
    (!isGet && command !== 'BatchWriteItemCommand') ||
    !principal.getStore() ||
    process.env.LOCAL_PARTIAL_BATCHES === 'off'
  )
    return next(args);
  const requests = (args.input as { RequestItems?: BatchRequests }).RequestItems ?? {};
  const [table, batch] = Object.entries(requests)[0] ?? [];
  const entries = isGet ? (batch as { Keys: unknown[] } | undefined)?.Keys : (batch as unknown[] | undefined);
  if (!table || !entries || entries.length < 2 || Object.keys(requests).length > 1) return next(args);
  const sent = entries.slice(0, -1);
  const left = entries.slice(-1);
  const RequestItems = { [table]: isGet ? { ...(batch as object), Keys: sent } : sent };
  const result = (await next({ ...args, input: { ...args.input, RequestItems } })) as {
    output: Record<string, unknown>;
  };
  const unprocessed = isGet
    ? { UnprocessedKeys: { [table]: { ...(batch as object), Keys: left } } }
    : { UnprocessedItems: { [table]: left } };
  return { ...result, output: { ...result.output, ...unprocessed } };
}

interface MiddlewareClient {
  middlewareStack: {
    remove(name: string): boolean;
    add(
      middleware: (
        next: (args: { input: object }) => Promise<unknown>,
        context: { clientName?: string; commandName?: string },
      ) => (args: { input: object }) => Promise<unknown>,
      options: { step: 'build' | 'initialize'; name: string; override: boolean },
    ): void;
  };
}

/**
 * Every SDK client the platform makes passes through here. The checks run at the `build` step: after
 * the document client has marshalled its input (keys and items look the same from either client), before
 * anything is signed or sent; a presigned URL goes through it too (`getSignedUrl` runs the client's stack).
 * In AWS as locally, the SDK's logger middleware is taken out: it filters every input and output for its
 * logger (walking a whole 1 MB Query page) even when the logger is the SDK's no-op, which cost about 5% of
 * the portal's CPU under the largest Express Order. The portal logs its calls itself, never through the SDK.
 */
export function withLocalMiddleware<C>(client: C): C {
  const { middlewareStack } = client as unknown as MiddlewareClient;
  middlewareStack.remove('loggerMiddleware');
  middlewareStack.add(
    (next, context) => async (args) => {
      await checkLocalCall({
        client: context.clientName ?? '',
        command: context.commandName ?? '',
        input: args.input as Record<string, unknown>,
      });
      return next(args);
    },
    { step: 'build', name: 'localCallCheck', override: true },
  );
  // At `initialize`, before the document client marshals the input and after it unmarshals the output: the
  // batch left over comes back in the form its caller sent it.
  middlewareStack.add(
    (next, context) => async (args) => partialBatches(context.commandName ?? '', args, next),
    { step: 'initialize', name: 'localPartialBatches', override: true },
  );
  return client;
}
