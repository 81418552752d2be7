/**
 * Deadlines for calls that may never answer. A server that accepts the connection and then
 * stays silent (a stuck emulator, a black-holed endpoint) leaves the SDKs waiting for minutes;
 * every call made through `withDeadlines` gives up after `ms` with the error `onTimeout` makes.
 */

export type TimeoutError = (what: string) => Error;

/** `promise`, or a rejection with `onTimeout(what)` once `ms` have passed without an answer. */
export function withDeadline<T>(promise: PromiseLike<T>, ms: number, what: string, onTimeout: TimeoutError): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout(what)), ms);
  });
  return Promise.race([Promise.resolve(promise), deadline]).finally(() => clearTimeout(timer));
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function';
}

/** Each page of a stream gets its own deadline, so a long listing is fine but a stall is not. */
function iterableWithDeadlines(iterable: AsyncIterable<unknown>, ms: number, what: string, onTimeout: TimeoutError): AsyncIterable<unknown> {
  return {
    [Symbol.asyncIterator]() {
      const iterator = iterable[Symbol.asyncIterator]();
      return {
        next: () => withDeadline(iterator.next(), ms, what, onTimeout),
        return: (value?: unknown) => (iterator.return === undefined ? Promise.resolve({ done: true as const, value }) : withDeadline(iterator.return(value), ms, what, onTimeout)),
      };
    },
  };
}

/**
 * The same object, with a deadline on every method that answers later: promises and async
 * streams. Synchronous results (and listeners, which are meant to stay open) pass unchanged.
 */
export function withDeadlines<T extends object>(target: T, ms: number, name: string, onTimeout: TimeoutError): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(object, args);
        const what = `${name}.${String(property)}`;
        if (isThenable(result)) return withDeadline(result, ms, what, onTimeout);
        if (isAsyncIterable(result)) return iterableWithDeadlines(result, ms, what, onTimeout);
        return result;
      };
    },
  });
}
