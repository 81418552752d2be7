import fc from 'fast-check';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shouldCountVisit, VIEW_THROTTLE_MS } from '../../core/analytics/view-counter';
import { VIEW_COUNTER_ERROR, VISIT_KEY_PREFIX, viewCounterScript } from './view-counter-script';

const SITE = 'acme123';
const KEY = VISIT_KEY_PREFIX + SITE;
const ENDPOINT = '/s/acme123/view';

interface PageOptions {
  /** What the visitor's localStorage holds for the site; absent when undefined. */
  readonly stored?: string;
  readonly now: number;
  /** The view server's answer: ok, an HTTP error, or no answer at all. */
  readonly answer?: 'ok' | 'error' | 'offline';
  readonly readyState?: 'loading' | 'complete';
  readonly storageThrows?: boolean;
}

/**
 * Runs the page's inline script in its own realm, as a browser would, with a fake
 * localStorage, clock, fetch and document; returns what it did once everything settled.
 */
async function loadPage(storage: Map<string, string>, options: PageOptions) {
  const posts: { url: string; init: unknown }[] = [];
  const errors: unknown[] = [];
  const listeners = new Map<string, () => void>();
  const throwing = () => {
    throw new Error('storage blocked');
  };
  const context = vm.createContext({
    Date: { now: () => options.now },
    localStorage: options.storageThrows
      ? { getItem: throwing, setItem: throwing }
      : { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, String(v)) },
    fetch: (url: string, init: unknown) => {
      posts.push({ url, init });
      if (options.answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve({ ok: options.answer !== 'error', status: options.answer === 'error' ? 500 : 204 });
    },
    setTimeout: (callback: () => void) => callback(),
    document: { readyState: options.readyState ?? 'complete' },
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
    console: { error: (message: unknown) => void errors.push(message) },
  });
  vm.runInContext(viewCounterScript(SITE, ENDPOINT), context);
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  await settle();
  return { posts, errors, listeners, settle };
}

/** How the browser's storage string reads as the core's "last visit": unreadable is none. */
function lastVisitOf(stored: string | undefined): number | null {
  if (stored === undefined) return null;
  const value = Number(stored);
  return Number.isFinite(value) ? value : null;
}

const TIME = fc.integer({ min: 0, max: 4_102_444_800_000 });
/** Dense around the one-hour boundary and on both sides of it, future visits included. */
const OFFSET = fc.oneof(fc.integer({ min: -3 * VIEW_THROTTLE_MS, max: 3 * VIEW_THROTTLE_MS }), fc.integer({ min: VIEW_THROTTLE_MS - 2, max: VIEW_THROTTLE_MS + 2 }));

describe('the public page view-counter script (run in node:vm)', () => {
  it('posts a view exactly when the core says a visit counts, for every (last, now)', async () => {
    await fc.assert(
      fc.asyncProperty(TIME, OFFSET, async (now, offset) => {
        const last = now - offset;
        const storage = new Map([[KEY, String(last)]]);
        const { posts } = await loadPage(storage, { stored: String(last), now });
        expect(posts.length).toBe(shouldCountVisit(last, now) ? 1 : 0);
      }),
      { numRuns: 500 },
    );
  });

  it('treats a missing or unreadable stored visit as the core does', async () => {
    const stored = fc.oneof(fc.constant(undefined), fc.string(), fc.constantFrom('NaN', 'Infinity', '-Infinity', 'abc', '', ' ', '1e400'));
    await fc.assert(
      fc.asyncProperty(stored, TIME, async (value, now) => {
        const storage = new Map<string, string>(value === undefined ? [] : [[KEY, value]]);
        const { posts } = await loadPage(storage, { stored: value, now });
        expect(posts.length).toBe(shouldCountVisit(lastVisitOf(value), now) ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });

  it('counts a run of visits on one device exactly as the core throttle does', async () => {
    await fc.assert(
      fc.asyncProperty(TIME, fc.array(fc.integer({ min: -VIEW_THROTTLE_MS, max: 2 * VIEW_THROTTLE_MS }), { maxLength: 12 }), async (start, steps) => {
        const storage = new Map<string, string>();
        let now = start;
        let last: number | null = null;
        for (const step of steps) {
          now += step;
          const { posts } = await loadPage(storage, { now });
          const counts = shouldCountVisit(last, now);
          expect(posts.length).toBe(counts ? 1 : 0);
          if (counts) last = now;
          expect(storage.get(KEY)).toBe(last === null ? undefined : String(last));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('posts once to the site server, without credentials, and remembers the visit only when it was taken', async () => {
    const storage = new Map<string, string>();
    const { posts, errors } = await loadPage(storage, { now: 5_000_000 });
    expect(posts).toEqual([{ url: ENDPOINT, init: { method: 'POST', keepalive: true, credentials: 'omit' } }]);
    expect(storage.get(KEY)).toBe('5000000');
    expect(errors).toEqual([]);

    for (const answer of ['error', 'offline'] as const) {
      const empty = new Map<string, string>();
      const failed = await loadPage(empty, { now: 5_000_000, answer });
      expect(failed.posts).toHaveLength(1);
      expect(empty.has(KEY)).toBe(false);
      expect(failed.errors).toEqual([VIEW_COUNTER_ERROR]);
    }
  });

  it('waits for the load event when the page is still loading', async () => {
    const storage = new Map<string, string>();
    const page = await loadPage(storage, { now: 5_000_000, readyState: 'loading' });
    expect(page.posts).toHaveLength(0);
    page.listeners.get('load')?.();
    await page.settle();
    expect(page.posts).toHaveLength(1);
  });

  it('still counts, and never throws, where storage is blocked', async () => {
    const page = await loadPage(new Map(), { now: 5_000_000, storageThrows: true });
    expect(page.posts).toHaveLength(1);
    expect(page.errors).toEqual([]);
  });
});
