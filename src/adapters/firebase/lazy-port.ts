import type { Unsubscribe } from '../../ports/port-token';

/**
 * How a lazy port forwards each method of the port it stands for: a `watch` answers at once with
 * an unsubscribe, a `call` returns the promise of the loaded port's answer, a `stream` yields what
 * the loaded port's iterable yields.
 */
type MethodKind<F> = F extends (...args: never[]) => Unsubscribe
  ? 'watch'
  : F extends (...args: never[]) => Promise<unknown>
    ? 'call'
    : F extends (...args: never[]) => AsyncIterable<unknown>
      ? 'stream'
      : never;

/** Every method of a port with its kind; the compiler checks both the names and the kinds. */
export type PortMethods<P> = { readonly [K in keyof P]-?: MethodKind<P[K]> };

type WatchKeys<P> = { [K in keyof P]-?: MethodKind<P[K]> extends 'watch' ? K : never }[keyof P];

/** A one-time read that answers what a watch would first answer, from the watch's own arguments. */
type FirstAnswer<F> = F extends (...args: [...infer A, (value: infer V) => void]) => Unsubscribe ? (...args: A) => Promise<V> : never;

/** One-time reads for some of a port's watches, answered before the port's own code is there. */
export type FirstAnswers<P> = { readonly [K in WatchKeys<P>]?: FirstAnswer<P[K]> };

type CallKeys<P> = { [K in keyof P]-?: MethodKind<P[K]> extends 'call' ? K : never }[keyof P];

/** Calls that can be answered without the port's code (one-time reads), the same arguments and answer. */
export type CallsWithoutCode<P> = { readonly [K in CallKeys<P>]?: P[K] };

export interface LazyPortOptions<P> {
  /**
   * Answers for watches while the port's code is still on its way. A watch with one loads the
   * code only once its read has settled, so that download does not compete with the read the
   * screen waits for; the live watch's answers follow, its first one only when it differs from the
   * read's. A failed read is left to the live watch, which reports its own errors.
   */
  readonly firstAnswers?: FirstAnswers<P>;
  /**
   * Calls answered without fetching the port's code; one that fails is answered by the port's
   * own method instead, which reports its own errors.
   */
  readonly callsWithoutCode?: CallsWithoutCode<P>;
  /** Waits before a watch tries a failed download again (offline): the attempt number, from 1. */
  readonly retryDelayMs?: (attempt: number) => number;
}

/** Whether two answers made of plain data (records, lists, numbers) are the same. */
export function samePlainValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && samePlainValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const defaultRetryDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

/**
 * A port whose implementation is fetched on first use, so the code that draws the first screen
 * does not wait for it. Watches answer at once with an unsubscribe that also cancels a watch still
 * waiting for the code, and try a failed download again after a while; calls await the code, and
 * a failed download is tried again by the next call.
 */
export function lazyPort<P extends object>(load: () => Promise<P>, methods: PortMethods<P>, options: LazyPortOptions<P> = {}): P {
  let loaded: Promise<P> | null = null;
  const port = (): Promise<P> =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const firstAnswers = (options.firstAnswers ?? {}) as Readonly<Record<string, ((...args: unknown[]) => Promise<unknown>) | undefined>>;
  type Method = (...args: unknown[]) => unknown;
  const method = (loadedPort: P, name: string) => (loadedPort as unknown as Record<string, Method>)[name] as Method;

  function watch(name: string, args: unknown[]): Unsubscribe {
    const listener = args[args.length - 1] as (value: unknown) => void;
    let stop: Unsubscribe | null = null;
    let stopped = false;
    // What the first read answered, until the live watch's first answer is compared with it.
    let firstRead: { value: unknown } | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const live = [...args.slice(0, -1), (value: unknown) => {
      const repeated = firstRead !== null && samePlainValue(firstRead.value, value);
      firstRead = null;
      if (!stopped && !repeated) listener(value);
    }];
    const start = (attempt: number): void => {
      port().then(
        (loadedPort) => {
          if (!stopped) stop = method(loadedPort, name).apply(loadedPort, live) as Unsubscribe;
        },
        () => {
          if (!stopped) retry = setTimeout(() => start(attempt + 1), retryDelayMs(attempt));
        },
      );
    };
    const firstAnswer = firstAnswers[name];
    if (firstAnswer === undefined) start(1);
    else {
      firstAnswer(...args.slice(0, -1))
        .then(
          (value) => {
            if (stopped) return;
            firstRead = { value };
            listener(value);
          },
          () => undefined,
        )
        .finally(() => {
          if (!stopped) start(1);
        });
    }
    return () => {
      stopped = true;
      clearTimeout(retry);
      stop?.();
    };
  }

  const lazy: Record<string, Method> = {};
  for (const [name, kind] of Object.entries(methods) as Array<[string, 'watch' | 'call' | 'stream']>) {
    if (kind === 'watch') lazy[name] = (...args) => watch(name, args);
    else if (kind === 'call') {
      const loaded = async (...args: unknown[]) => {
        const loadedPort = await port();
        return method(loadedPort, name).apply(loadedPort, args);
      };
      const withoutCode = (options.callsWithoutCode as Readonly<Record<string, Method | undefined>> | undefined)?.[name];
      lazy[name] = withoutCode === undefined ? loaded : async (...args) => {
        try {
          return await withoutCode(...args);
        } catch {
          return loaded(...args);
        }
      };
    }
    else lazy[name] = async function* (...args) {
      const loadedPort = await port();
      yield* method(loadedPort, name).apply(loadedPort, args) as AsyncIterable<unknown>;
    };
  }
  return lazy as unknown as P;
}
