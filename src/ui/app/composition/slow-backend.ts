import type { Container } from 'inversify';
import { AUTH } from '../../../ports/auth.port';
import { BILLING } from '../../../ports/billing.port';
import { FILE_STORAGE } from '../../../ports/file-storage.port';
import { FORM_SUBMISSIONS } from '../../../ports/form-submissions.port';
import { OWNER_BOOKINGS } from '../../../ports/owner-bookings.port';
import { BOOKING_FEED_KEYS } from '../../../ports/booking-feed-keys.port';
import { OWNER_BOOKING_SETTINGS } from '../../../ports/owner-booking-settings.port';
import { INQUIRIES } from '../../../ports/inquiries.port';
import { MEMBER_ADMIN } from '../../../ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../../../ports/member-directory.port';
import { MEMBER_RECORDS } from '../../../ports/member-records.port';
import { MESSAGES } from '../../../ports/messages.port';
import type { PortToken } from '../../../ports/port-token';
import { PORTAL_AUTH } from '../../../ports/portal-auth.port';
import { PORTAL_DIRECTORY } from '../../../ports/portal-directory.port';
import { PUBLIC_SITES } from '../../../ports/public-sites.port';
import { PUSH_MESSAGING } from '../../../ports/push-messaging.port';
import { PUSH_TOKENS } from '../../../ports/push-tokens.port';
import { SITE_ANALYTICS } from '../../../ports/site-analytics.port';
import { SITE_RESULTS } from '../../../ports/site-results.port';
import { SITE_CONTENT } from '../../../ports/site-content.port';
import { SITE_CUSTOMERS } from '../../../ports/site-customers.port';
import { SPEED_STATS } from '../../../ports/speed-stats.port';
import { STORAGE_USAGE, STORED_IMAGES } from '../../../ports/stored-images.port';
import { SUBSCRIPTION_ADMIN } from '../../../ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../../ports/subscriptions.port';

/**
 * A test-only slow backend for the memory composition root: with `SITIO_SLOW_MEMORY_MS=40`, every
 * promise a backend port returns settles 40 real milliseconds after the memory adapter answered,
 * and every `watch…` listener gets its first value 40 ms after it subscribed (later values as
 * they come). Screens then meet the ordering a real network gives (what is drawn at once comes
 * before what is read), so a test that checks read data without waiting for it fails here too,
 * not only on a busy machine now and then. See docs/testing.md.
 *
 * Ports of the device (clock, logger, share sheet, language, saved screen, the push token's
 * record) answer at once, as they do in a browser.
 */

/** The ports that reach the network in the real app (Firestore, Auth, Storage, functions, FCM). */
const BACKEND_PORTS: readonly PortToken<object>[] = [
  AUTH,
  MEMBER_RECORDS,
  SUBSCRIPTIONS,
  MESSAGES,
  PUSH_TOKENS,
  PUSH_MESSAGING,
  SITE_ANALYTICS,
  SITE_RESULTS,
  SITE_CONTENT,
  PUBLIC_SITES,
  STORED_IMAGES,
  STORAGE_USAGE,
  FORM_SUBMISSIONS,
  OWNER_BOOKINGS,
  BOOKING_FEED_KEYS,
  OWNER_BOOKING_SETTINGS,
  FILE_STORAGE,
  MEMBER_DIRECTORY,
  INQUIRIES,
  SPEED_STATS,
  MEMBER_ADMIN,
  SUBSCRIPTION_ADMIN,
  BILLING,
  SITE_CUSTOMERS,
  PORTAL_DIRECTORY,
  PORTAL_AUTH,
];

// The timers as the module found them: a test that installs fake timers (vi.useFakeTimers) swaps
// the global ones, and a real delay would then never be moved on by the test's clock.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

function timersAreReal(): boolean {
  return globalThis.setTimeout === realSetTimeout;
}

/** The delay asked for by `SITIO_SLOW_MEMORY_MS`; 0 (off) when it is unset or empty. */
export function slowMemoryMsFromEnv(): number {
  const raw = typeof process === 'undefined' ? undefined : process.env['SITIO_SLOW_MEMORY_MS'];
  if (raw === undefined || raw.trim() === '') return 0;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`SITIO_SLOW_MEMORY_MS must be a number of milliseconds, not ${JSON.stringify(raw)}`);
  return ms;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function later<T>(ms: number, settle: () => T): Promise<T> {
  return new Promise((resolve) => {
    realSetTimeout(() => resolve(settle()), ms);
  });
}

/** `listener` called no sooner than `ms` after now: the last value held until then, later ones at once. */
function heldListener(ms: number, listener: (...values: unknown[]) => void): { listener: (...values: unknown[]) => void; stop: () => void } {
  let open = false;
  let held: unknown[] | null = null;
  const timer = realSetTimeout(() => {
    open = true;
    if (held === null) return;
    const values = held;
    held = null;
    listener(...values);
  }, ms);
  return {
    listener: (...values) => {
      if (open) listener(...values);
      else held = values;
    },
    stop: () => realClearTimeout(timer),
  };
}

/** The port as seen over a slow network: same methods, answers `ms` later. */
export function slowedDown<T extends object>(port: T, ms: number): T {
  type Method = (...args: unknown[]) => unknown;
  // One wrapper per method, so a screen that depends on a method's identity stays put; a method a
  // test replaces (vi.spyOn) gets its own, and a wrapper put back by the test is not wrapped again.
  const wrappers = new WeakMap<Method, Method>();
  const ours = new WeakSet<Method>();
  const slow = (property: PropertyKey, method: Method, target: T): Method => {
    const wrapper: Method = (...args) => {
      if (!timersAreReal()) return method.apply(target, args);
      const last = args[args.length - 1];
      if (typeof property === 'string' && property.startsWith('watch') && typeof last === 'function') {
        const held = heldListener(ms, last as (...values: unknown[]) => void);
        const unsubscribe = method.apply(target, [...args.slice(0, -1), held.listener]) as () => void;
        return () => {
          held.stop();
          unsubscribe();
        };
      }
      const result = method.apply(target, args);
      if (!isPromiseLike(result)) return result;
      return Promise.resolve(result).then(
        (answer) => later(ms, () => answer),
        (error: unknown) => later(ms, () => Promise.reject(error)),
      );
    };
    ours.add(wrapper);
    return wrapper;
  };
  return new Proxy(port, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as Method;
      if (ours.has(method)) return method;
      let wrapper = wrappers.get(method);
      if (wrapper === undefined) {
        wrapper = slow(property, method, target);
        wrappers.set(method, wrapper);
      }
      return wrapper;
    },
  });
}

/** Rebinds every backend port of the container to its slowed-down self. */
export function slowDownBackend(container: Container, ms: number): void {
  for (const token of BACKEND_PORTS) {
    if (!container.isBound(token)) continue;
    const port = container.get<object>(token);
    container.rebind<object>(token).toConstantValue(slowedDown(port, ms));
  }
}
