/**
 * aws-local-stepfunctions 3 targets Node 22 and calls `Promise.withResolvers` (ES2024) in every Task state.
 * On Node 20 that call throws a TypeError inside the Task, which a `Catch: States.ALL` silently turns into a
 * business failure. Installed once, before the library runs anything; a no-op where the method exists.
 */
type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason?: unknown) => void;
};

const promiseConstructor = Promise as unknown as { withResolvers?: WithResolvers };

if (typeof promiseConstructor.withResolvers !== 'function') {
  promiseConstructor.withResolvers = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((resolvePromise, rejectPromise) => {
      resolve = resolvePromise;
      reject = rejectPromise;
    });
    return { promise, resolve, reject };
  };
}
