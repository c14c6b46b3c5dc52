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

interface MiddlewareClient {
  middlewareStack: {
    remove(name: string): boolean;
    add(
      middleware: (
        next: (args: { input: object }) => Promise<unknown>,
        context: { clientName?: string; commandName?: string },
      ) => (args: { input: object }) => Promise<unknown>,
      options: { step: 'build'; name: string; override: boolean },
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
  return client;
}
