import fc from 'fast-check';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shouldCountVisit, VIEW_THROTTLE_MS } from '../../core/analytics/view-counter';
import { DEVICE_KEY, VIEW_COUNTER_ERROR, VISIT_KEY_PREFIX, viewCounterScript } from './view-counter-script';

const SITE = 'acme123';
const KEY = VISIT_KEY_PREFIX + SITE;
const ENDPOINT = '/s/acme123/view';
const ACTIONS = '/s/acme123/act';

interface PageOptions {
  /** What the visitor's localStorage holds for the site; absent when undefined. */
  readonly stored?: string;
  readonly now: number;
  /** The view server's answer: ok, an HTTP error, or no answer at all. */
  readonly answer?: 'ok' | 'error' | 'offline';
  readonly readyState?: 'loading' | 'complete';
  readonly storageThrows?: boolean;
  readonly referrer?: string;
  readonly search?: string;
}

/** A link of the page, as the click handler sees it through closest(). */
function link(attributes: Record<string, string>) {
  return { closest: (selector: string) => (selector === 'a[data-a]' && 'data-a' in attributes ? { getAttribute: (name: string) => attributes[name] ?? null } : null) };
}

/**
 * Runs the page's inline script in its own realm, as a browser would, with a fake
 * localStorage, clock, fetch and document; returns what it did once everything settled.
 */
async function loadPage(storage: Map<string, string>, options: PageOptions) {
  const posts: { url: string; init: unknown }[] = [];
  const beacons: { url: string; body: string }[] = [];
  const documentListeners = new Map<string, (event: { target: unknown }) => void>();
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
    document: {
      readyState: options.readyState ?? 'complete',
      referrer: options.referrer ?? '',
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) => void documentListeners.set(type, listener),
    },
    location: { search: options.search ?? '', pathname: '/s/acme123/es' },
    navigator: { sendBeacon: (url: string, body: unknown) => Boolean(beacons.push({ url, body: String(body) })) },
    crypto: globalThis.crypto,
    URLSearchParams,
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
    console: { error: (message: unknown) => void errors.push(message) },
  });
  vm.runInContext(viewCounterScript(SITE, ENDPOINT, ACTIONS, 'ES'), context);
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  await settle();
  const tap = (target: unknown) => documentListeners.get('click')?.({ target });
  return { posts, beacons, errors, listeners, settle, tap };
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
    expect(posts).toEqual([{ url: ENDPOINT, init: { method: 'POST', keepalive: true, credentials: 'omit', body: expect.anything() } }]);
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

  it('sends the device’s own id, made once and kept, with the page’s language, referrer, src and path', async () => {
    const storage = new Map<string, string>();
    const first = await loadPage(storage, { now: 5_000_000, referrer: 'https://www.google.com/', search: '?src=qr&x=1' });
    const body = new URLSearchParams(String((first.posts[0]?.init as { body: unknown }).body));
    expect(body.get('k')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storage.get(DEVICE_KEY)).toBe(body.get('k'));
    expect(Object.fromEntries([...body].filter(([key]) => key !== 'k'))).toEqual({ l: 'es', r: 'https://www.google.com/', s: 'qr', p: '/s/acme123/es' });
    storage.delete(KEY);
    const second = await loadPage(storage, { now: 9_000_000 });
    expect(new URLSearchParams(String((second.posts[0]?.init as { body: unknown }).body)).get('k')).toBe(body.get('k'));
  });

  it('sends no id where storage is blocked (the server falls back to the address)', async () => {
    const page = await loadPage(new Map(), { now: 5_000_000, storageThrows: true });
    expect(new URLSearchParams(String((page.posts[0]?.init as { body: unknown }).body)).get('k')).toBe('');
  });

  it('a tap on a customer action sends one beacon with its kind; other links send nothing', async () => {
    const storage = new Map<string, string>();
    const page = await loadPage(storage, { now: 5_000_000 });
    page.tap(link({ 'data-a': 'call' }));
    page.tap(link({ href: '/s/acme123/es/articles/x' }));
    page.tap(null);
    expect(page.beacons).toHaveLength(1);
    expect(page.beacons[0]?.url).toBe(ACTIONS);
    const body = new URLSearchParams(page.beacons[0]?.body);
    expect(body.get('a')).toBe('call');
    expect(body.get('l')).toBe('es');
    expect(body.get('k')).toBe(storage.get(DEVICE_KEY));
  });
});
