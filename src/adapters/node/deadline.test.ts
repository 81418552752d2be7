import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline, withDeadlines } from './deadline';

const timeout = (what: string) => new Error(`no answer: ${what}`);
const never = <T>() => new Promise<T>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withDeadline', () => {
  it('passes an answer that comes in time, and its failure', async () => {
    await expect(withDeadline(Promise.resolve(7), 1000, 'x', timeout)).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('boom')), 1000, 'x', timeout)).rejects.toThrow('boom');
  });

  it('gives up on a call that never answers, naming it', async () => {
    const call = withDeadline(never(), 20_000, 'members.list', timeout);
    const seen = expect(call).rejects.toThrow('no answer: members.list');
    await vi.advanceTimersByTimeAsync(20_000);
    await seen;
  });
});

describe('withDeadlines', () => {
  class Port {
    value = 3;
    now(): number {
      return this.value;
    }
    get(): Promise<number> {
      return never();
    }
    fast(): Promise<number> {
      return Promise.resolve(this.value);
    }
    async *pages(): AsyncGenerator<number[]> {
      yield [1];
      await never();
    }
  }

  it('keeps synchronous methods, fields and `this`', async () => {
    const port = withDeadlines(new Port(), 1000, 'port', timeout);
    expect(port.now()).toBe(3);
    expect(port.value).toBe(3);
    await expect(port.fast()).resolves.toBe(3);
  });

  it('puts a deadline on every promise', async () => {
    const port = withDeadlines(new Port(), 1000, 'port', timeout);
    const seen = expect(port.get()).rejects.toThrow('no answer: port.get');
    await vi.advanceTimersByTimeAsync(1000);
    await seen;
  });

  it('puts a deadline on each page of a stream', async () => {
    const port = withDeadlines(new Port(), 1000, 'port', timeout);
    const iterator = port.pages()[Symbol.asyncIterator]();
    await expect(iterator.next()).resolves.toEqual({ done: false, value: [1] });
    const stalled = expect(iterator.next()).rejects.toThrow('no answer: port.pages');
    await vi.advanceTimersByTimeAsync(1000);
    await stalled;
  });
});
