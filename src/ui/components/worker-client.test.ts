import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkerClient } from './worker-client';

interface Reply {
  readonly id: number;
  readonly doubled: number;
}

/** A worker that holds each message until the test answers or fails it. */
class HeldWorker {
  readonly messages: { readonly id: number; readonly value: number }[] = [];
  terminated = false;
  private readonly listeners = new Map<string, ((event: { data?: Reply }) => void)[]>();
  addEventListener(type: string, listener: (event: { data?: Reply }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  postMessage(message: { readonly id: number; readonly value: number }) {
    if (Number.isNaN(message.value)) throw new DOMException('cannot be cloned', 'DataCloneError');
    this.messages.push(message);
  }
  reply(data: Reply) {
    this.listeners.get('message')?.forEach((listener) => listener({ data }));
  }
  fail() {
    this.listeners.get('error')?.forEach((listener) => listener({}));
  }
  terminate() {
    this.terminated = true;
  }
}

function client(start: () => Worker) {
  const onPage = vi.fn((value: number) => value * 2);
  const made = new WorkerClient({
    start,
    message: (value: number, id) => ({ id, value }),
    answer: (reply: Reply) => reply.doubled,
    onPage,
  });
  return { made, onPage };
}

describe('WorkerClient', () => {
  beforeEach(() => {
    // A browser with workers (the client makes its own through `start`).
    vi.stubGlobal('Worker', HeldWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers each request with the reply of its own id, in whatever order they come', async () => {
    const worker = new HeldWorker();
    const { made, onPage } = client(() => worker as unknown as Worker);
    const first = made.ask(1);
    const second = made.ask(2);
    const [a, b] = worker.messages;
    worker.reply({ id: b!.id, doubled: 40 });
    worker.reply({ id: a!.id, doubled: 20 });
    // A reply to nothing asked (or asked before a dispose) is left alone.
    worker.reply({ id: 999, doubled: 0 });
    expect(await Promise.all([first, second])).toEqual([20, 40]);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('does on the page what a failed worker was asked, and everything after', async () => {
    const worker = new HeldWorker();
    const { made, onPage } = client(() => worker as unknown as Worker);
    const waiting = made.ask(3);
    worker.fail();
    expect(await waiting).toBe(6);
    expect(await made.ask(4)).toBe(8);
    expect(worker.terminated).toBe(true);
    expect(worker.messages).toHaveLength(1);
    expect(onPage.mock.calls).toEqual([[3], [4]]);
  });

  it('does a request the worker cannot take on the page', async () => {
    const worker = new HeldWorker();
    const { made } = client(() => worker as unknown as Worker);
    await expect(made.ask(Number.NaN)).resolves.toBeNaN();
    expect(worker.terminated).toBe(true);
  });

  it('works on the page where the worker cannot start, or the browser has none', async () => {
    const { made: unstarted, onPage } = client(() => {
      throw new Error('blocked by policy');
    });
    expect(await unstarted.ask(5)).toBe(10);
    expect(onPage).toHaveBeenCalledWith(5);

    vi.stubGlobal('Worker', undefined);
    const start = vi.fn(() => new HeldWorker() as unknown as Worker);
    const { made: none } = client(start);
    expect(await none.ask(6)).toBe(12);
    expect(start).not.toHaveBeenCalled();
  });

  it('passes on a failure of the work itself', async () => {
    const worker = new HeldWorker();
    const made = new WorkerClient({
      start: () => worker as unknown as Worker,
      message: (value: number, id) => ({ id, value }),
      answer: (): number => {
        throw new Error('unreadable reply');
      },
      onPage: (value: number) => value,
    });
    const asked = made.ask(1);
    worker.reply({ id: worker.messages[0]!.id, doubled: 2 });
    await expect(asked).rejects.toThrow('unreadable reply');
  });
});
