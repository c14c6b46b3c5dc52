import { AsyncLocalStorage } from 'node:async_hooks';
import { InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { ApiHandler } from '@msc/functions/capabilities';
import { runAsFunction } from '@msc/functions/platform/client-middleware';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { capabilityPrincipal } from '../iam/principals';

type InvocationContext = Record<string | symbol, unknown>;

/**
 * What Lambda's runtime installs when one environment serves concurrent invocations
 * (AWS_LAMBDA_MAX_CONCURRENCY): a store whose context follows each invocation's async work. Powertools
 * keeps an invocation's log keys and metrics there. Written here rather than taken from
 * `InvokeStore.getInstanceAsync(true)` because the AWS SDK asks for the store first, without the flag,
 * and that call memoises a single-context store for the whole process.
 */
class ConcurrentInvokeStore extends InvokeStoreBase {
  readonly #storage = new AsyncLocalStorage<InvocationContext>();
  getContext() {
    return this.#storage.getStore();
  }
  hasContext() {
    return this.#storage.getStore() !== undefined;
  }
  get<T = unknown>(key: string | symbol): T | undefined {
    return this.#storage.getStore()?.[key] as T | undefined;
  }
  set<T = unknown>(key: string | symbol, value: T): void {
    if (this.isProtectedKey(key))
      throw new Error(`Cannot modify protected Lambda context field: ${String(key)}`);
    const context = this.#storage.getStore();
    if (!context) throw new Error('No invocation context');
    context[key] = value;
  }
  run<T>(context: InvocationContext, fn: () => T): T {
    return this.#storage.run(context, fn);
  }
}

let store: ConcurrentInvokeStore | undefined;

function concurrentInvokeStore(): ConcurrentInvokeStore {
  if (!store) {
    store = new ConcurrentInvokeStore();
    (globalThis as { awslambda?: { InvokeStore?: InvokeStoreBase } }).awslambda ??= {};
    globalThis.awslambda.InvokeStore = store;
    // Only now: Powertools throws if told to scope per invocation while no store is installed.
    process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
  }
  return store;
}

/**
 * Calls a capability's handler the way Lambda's runtime does with concurrent invocations: each call in
 * its own invocation context. The local gateway serves many requests in one process; without this, one
 * request's user and correlation id would land on another's log lines. The function is the capability's
 * (`msc-<capability>`, as the callers name it): its SDK calls are evaluated against that Lambda's role.
 */
export function invokeHandler(handler: ApiHandler, event: APIGatewayProxyEventV2, context: Context) {
  const capability = /^msc-(.+)$/.exec(context.functionName)?.[1];
  const run = () => handler(event, context);
  return concurrentInvokeStore().run(
    { [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId },
    () => (capability ? runAsFunction(capabilityPrincipal(capability), run) : run()),
  );
}
