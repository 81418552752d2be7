import { describe, expect, it, vi } from 'vitest';
import type { SiteCustomersPort } from '../../ports/site-customers.port';
import { lazyPort, samePlainValue, type PortMethods } from './lazy-port';
import { SITE_CUSTOMERS_METHODS } from './lazy-port-methods';

/** A small port of each method kind. */
interface CounterPort {
  watchCount(owner: string, listener: (count: number) => void): () => void;
  add(owner: string, amount: number): Promise<number>;
  pages(size: number): AsyncIterable<readonly number[]>;
}

const COUNTER_METHODS: PortMethods<CounterPort> = { watchCount: 'watch', add: 'call', pages: 'stream' };

function fakePort(count = 2): CounterPort & { started: number; stopped: number } {
  const fake = {
    started: 0,
    stopped: 0,
    watchCount: (_owner: string, listener: (count: number) => void) => {
      fake.started += 1;
      listener(count);
      return () => {
        fake.stopped += 1;
      };
    },
    add: async (_owner: string, amount: number) => count + amount,
    async *pages(size: number) {
      yield [size];
      yield [size, size];
    },
  };
  return fake;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyPort', () => {
  it('never starts a watch that was stopped while the code was on its way', async () => {
    const port = fakePort();
    const lazy = lazyPort(async () => port, COUNTER_METHODS);
    const listener = vi.fn();
    lazy.watchCount('owner', listener)();
    await settle();
    expect(port.started).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops a started watch, and loads the code once for every call', async () => {
    const port = fakePort();
    const load = vi.fn(async () => port);
    const lazy = lazyPort(load, COUNTER_METHODS);
    const listener = vi.fn();
    const stop = lazy.watchCount('owner', listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(2));
    await expect(lazy.add('owner', 3)).resolves.toBe(5);
    stop();
    expect(port.stopped).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const port = fakePort();
    const load = vi.fn<() => Promise<CounterPort>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(port);
    const lazy = lazyPort(load, COUNTER_METHODS);
    await expect(lazy.add('owner', 1)).rejects.toThrow('offline');
    await expect(lazy.add('owner', 1)).resolves.toBe(3);
  });

  it('starts a watch whose download failed once the code can be fetched again', async () => {
    const port = fakePort();
    const load = vi.fn<() => Promise<CounterPort>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(port);
    const lazy = lazyPort(load, COUNTER_METHODS, { retryDelayMs: () => 1 });
    const listener = vi.fn();
    lazy.watchCount('owner', listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up retrying a watch that was stopped', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn<() => Promise<CounterPort>>().mockRejectedValue(new Error('offline'));
      const lazy = lazyPort(load, COUNTER_METHODS, { retryDelayMs: () => 1_000 });
      const stop = lazy.watchCount('owner', vi.fn());
      await vi.advanceTimersByTimeAsync(2_500);
      expect(load).toHaveBeenCalledTimes(3);
      stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('yields what the loaded port streams', async () => {
    const lazy = lazyPort(async () => fakePort(), COUNTER_METHODS);
    const pages: Array<readonly number[]> = [];
    for await (const page of lazy.pages(4)) pages.push(page);
    expect(pages).toEqual([[4], [4, 4]]);
  });

  it('answers a watch from its first read, and loads the code only after that read', async () => {
    const port = fakePort(7);
    const order: string[] = [];
    let finishRead: (count: number) => void = () => {};
    const load = vi.fn(async () => {
      order.push('load');
      return port;
    });
    const lazy = lazyPort(load, COUNTER_METHODS, {
      firstAnswers: { watchCount: (owner) => new Promise<number>((resolve) => (finishRead = (count) => resolve(owner === 'owner' ? count : -1))) },
    });
    const listener = vi.fn((count: number) => order.push(`count ${count}`));
    lazy.watchCount('owner', listener);
    await settle();
    expect(load).not.toHaveBeenCalled();
    finishRead(5);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    expect(order).toEqual(['count 5', 'load', 'count 7']);
  });

  it('does not repeat a live first answer equal to the first read', async () => {
    const lazy = lazyPort(async () => fakePort(7), COUNTER_METHODS, { firstAnswers: { watchCount: async () => 7 } });
    const listener = vi.fn();
    lazy.watchCount('owner', listener);
    await settle();
    await settle();
    expect(listener.mock.calls).toEqual([[7]]);
  });

  it('follows a first read with the live answers, and leaves a failed read to the live watch', async () => {
    const port = fakePort(7);
    let finishRead: (count: number) => void = () => {};
    const late = lazyPort(async () => port, COUNTER_METHODS, { firstAnswers: { watchCount: () => new Promise<number>((resolve) => (finishRead = resolve)) } });
    const lateListener = vi.fn();
    late.watchCount('owner', lateListener);
    // A call loads the code meanwhile; the watch's own live watch still waits for its read.
    await late.add('owner', 0);
    expect(port.started).toBe(0);
    finishRead(5);
    await vi.waitFor(() => expect(lateListener).toHaveBeenCalledTimes(2));
    expect(lateListener.mock.calls).toEqual([[5], [7]]);

    const failed = lazyPort(async () => port, COUNTER_METHODS, { firstAnswers: { watchCount: () => Promise.reject(new Error('offline')) } });
    const failedListener = vi.fn();
    failed.watchCount('owner', failedListener);
    await vi.waitFor(() => expect(failedListener).toHaveBeenCalledWith(7));
    expect(failedListener).toHaveBeenCalledTimes(1);
  });

  it('says nothing to a watch stopped before its first read answered', async () => {
    const load = vi.fn(async () => fakePort());
    let finishRead: (count: number) => void = () => {};
    const lazy = lazyPort(load, COUNTER_METHODS, { firstAnswers: { watchCount: () => new Promise<number>((resolve) => (finishRead = resolve)) } });
    const listener = vi.fn();
    lazy.watchCount('owner', listener)();
    finishRead(5);
    await settle();
    expect(listener).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('covers every method of a real port', async () => {
    // The list the composition uses: the compiler checks it names each method once.
    const methods = SITE_CUSTOMERS_METHODS;
    const lazy = lazyPort(async () => ({ createGroup: async () => 'g1' }) as unknown as SiteCustomersPort, methods);
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(methods).sort());
    await expect(lazy.createGroup('owner', 'VIP', 0)).resolves.toBe('g1');
  });
});

describe('samePlainValue', () => {
  it('compares records, lists and numbers by content', () => {
    expect(samePlainValue({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(samePlainValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(samePlainValue([1, 2], [2, 1])).toBe(false);
    expect(samePlainValue([], {})).toBe(false);
    expect(samePlainValue(null, {})).toBe(false);
    expect(samePlainValue(Number.NaN, Number.NaN)).toBe(true);
  });

  it('answers a call from its one-time read without the code, and from the code when that read fails', async () => {
    const load = vi.fn(async () => fakePort(2));
    let readFails = false;
    const port = lazyPort(load, COUNTER_METHODS, {
      callsWithoutCode: {
        add: async (_owner, amount) => {
          if (readFails) throw new Error('offline');
          return 100 + amount;
        },
      },
    });
    expect(await port.add('ana', 1)).toBe(101);
    expect(load).not.toHaveBeenCalled();
    readFails = true;
    expect(await port.add('ana', 1)).toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
