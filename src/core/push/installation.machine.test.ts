import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { HOUR_MS } from '../time/time';
import type { InstallationAuthToken, InstallationEmitted, InstallationRegistration } from './installation.machine';
import {
  AUTH_TOKEN_REFRESH_WINDOW_MS,
  authTokenNeedsRefresh,
  INSTALLATION_IN_PROGRESS_STALE_MS,
  INSTALLATION_MAX_ATTEMPTS,
  installationMachine,
  isInstallationInProgressStale,
  selectInstallationAuthToken,
  selectInstallationError,
} from './installation.machine';

const NOW = 1_700_000_000_000;

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Each registration or refresh call gets a pending answer the test settles by hand, so the
 * clock alone decides when an attempt goes stale.
 */
function harness(options: { registration?: InstallationRegistration | null; maxAttempts?: number } = {}) {
  const clock = new SimulatedClock();
  clock.set(NOW);
  const registrations: Deferred<InstallationRegistration>[] = [];
  const refreshes: { fid: string; answer: Deferred<InstallationAuthToken> }[] = [];
  const machine = installationMachine.provide({
    actors: {
      registerInstallation: fromPromise<InstallationRegistration>(() => {
        const answer = deferred<InstallationRegistration>();
        registrations.push(answer);
        return answer.promise;
      }),
      refreshAuthToken: fromPromise<InstallationAuthToken, { readonly fid: string }>(({ input }) => {
        const answer = deferred<InstallationAuthToken>();
        refreshes.push({ fid: input.fid, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { now: () => clock.now(), registration: options.registration ?? null, maxAttempts: options.maxAttempts },
  });
  const emitted: InstallationEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { clock, actor, registrations, refreshes, emitted };
}

const token = (name: string, expiresAt: number): InstallationAuthToken => ({ token: name, expiresAt });
const registration = (expiresAt: number): InstallationRegistration => ({ fid: 'fid-1', authToken: token('auth-1', expiresAt) });

describe('installationMachine', () => {
  it('registers and emits the new auth token', async () => {
    const h = harness();
    expect(h.actor.getSnapshot().value).toBe('inProgress');
    expect(h.actor.getSnapshot().context.startedAt).toBe(NOW);
    h.registrations[0]?.resolve(registration(NOW + 7 * 24 * HOUR_MS));
    await settle();
    expect(h.actor.getSnapshot().value).toEqual({ registered: 'idle' });
    expect(h.actor.getSnapshot().context.startedAt).toBeNull();
    expect(selectInstallationAuthToken(h.actor.getSnapshot())).toEqual(token('auth-1', NOW + 7 * 24 * HOUR_MS));
    expect(h.emitted).toEqual([{ type: 'authToken', authToken: token('auth-1', NOW + 7 * 24 * HOUR_MS) }]);
  });

  it('treats an attempt in progress for 10 s as not registered and retries it', async () => {
    const h = harness();
    h.clock.increment(INSTALLATION_IN_PROGRESS_STALE_MS - 1);
    expect(h.registrations).toHaveLength(1);
    expect(h.actor.getSnapshot().value).toBe('inProgress');

    h.clock.increment(1);
    expect(h.registrations).toHaveLength(2);
    expect(h.actor.getSnapshot().value).toBe('inProgress');
    expect(h.actor.getSnapshot().context).toMatchObject({ attempts: 2, startedAt: NOW + INSTALLATION_IN_PROGRESS_STALE_MS });

    h.registrations[1]?.resolve(registration(NOW + 2 * HOUR_MS));
    await settle();
    expect(h.actor.getSnapshot().value).toEqual({ registered: 'idle' });

    // The abandoned first attempt answering late changes nothing.
    h.registrations[0]?.resolve({ fid: 'fid-late', authToken: token('late', NOW) });
    await settle();
    expect(h.actor.getSnapshot().context.registration?.fid).toBe('fid-1');
  });

  it('fails after the bounded number of stale attempts', () => {
    const h = harness();
    for (let i = 0; i < INSTALLATION_MAX_ATTEMPTS; i += 1) h.clock.increment(INSTALLATION_IN_PROGRESS_STALE_MS);
    expect(h.registrations).toHaveLength(INSTALLATION_MAX_ATTEMPTS);
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(String(selectInstallationError(h.actor.getSnapshot()))).toContain('still in progress after 3 attempts');
  });

  it('honours a configured number of attempts', () => {
    const h = harness({ maxAttempts: 1 });
    h.clock.increment(INSTALLATION_IN_PROGRESS_STALE_MS);
    expect(h.registrations).toHaveLength(1);
    expect(h.actor.getSnapshot().value).toBe('failed');
  });

  it('fails at once, without retrying, when the registration is rejected', async () => {
    const h = harness();
    const refusal = new Error('403 installations API disabled');
    h.registrations[0]?.reject(refusal);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(selectInstallationError(h.actor.getSnapshot())).toBe(refusal);
    h.clock.increment(INSTALLATION_IN_PROGRESS_STALE_MS);
    expect(h.registrations).toHaveLength(1);
  });

  it('starts registered from a registration the device kept', () => {
    const h = harness({ registration: registration(NOW + 2 * HOUR_MS) });
    expect(h.actor.getSnapshot().value).toEqual({ registered: 'idle' });
    expect(h.registrations).toHaveLength(0);
  });

  it('answers GET_AUTH_TOKEN with the current token when it expires in more than 1 hour', () => {
    const h = harness({ registration: registration(NOW + AUTH_TOKEN_REFRESH_WINDOW_MS + 1) });
    h.actor.send({ type: 'GET_AUTH_TOKEN' });
    expect(h.refreshes).toHaveLength(0);
    expect(h.emitted).toEqual([{ type: 'authToken', authToken: token('auth-1', NOW + AUTH_TOKEN_REFRESH_WINDOW_MS + 1) }]);
  });

  it('refreshes on GET_AUTH_TOKEN once the token expires within 1 hour', async () => {
    const expiresAt = NOW + 2 * HOUR_MS;
    const h = harness({ registration: registration(expiresAt) });
    h.clock.increment(HOUR_MS - 1);
    h.actor.send({ type: 'GET_AUTH_TOKEN' });
    expect(h.refreshes).toHaveLength(0);

    h.clock.increment(1);
    h.actor.send({ type: 'GET_AUTH_TOKEN' });
    expect(h.actor.getSnapshot().value).toEqual({ registered: 'refreshing' });
    // Asking again while a refresh is under way does not start another one.
    h.actor.send({ type: 'GET_AUTH_TOKEN' });
    expect(h.refreshes.map((r) => r.fid)).toEqual(['fid-1']);

    h.refreshes[0]?.answer.resolve(token('auth-2', NOW + 3 * HOUR_MS));
    await settle();
    expect(h.actor.getSnapshot().value).toEqual({ registered: 'idle' });
    expect(h.actor.getSnapshot().context.registration).toEqual({ fid: 'fid-1', authToken: token('auth-2', NOW + 3 * HOUR_MS) });
    expect(h.emitted.at(-1)).toEqual({ type: 'authToken', authToken: token('auth-2', NOW + 3 * HOUR_MS) });
  });

  it('keeps the old token and reports when a refresh fails, then retries on the next request', async () => {
    const h = harness({ registration: registration(NOW + HOUR_MS / 2) });
    h.actor.send({ type: 'GET_AUTH_TOKEN' });
    const failure = new Error('network');
    h.refreshes[0]?.answer.reject(failure);
    await settle();
    expect(h.actor.getSnapshot().value).toEqual({ registered: 'idle' });
    expect(selectInstallationAuthToken(h.actor.getSnapshot())).toEqual(token('auth-1', NOW + HOUR_MS / 2));
    expect(selectInstallationError(h.actor.getSnapshot())).toBe(failure);
    expect(h.emitted).toEqual([{ type: 'authTokenFailed', error: failure }]);

    h.actor.send({ type: 'GET_AUTH_TOKEN' });
    h.refreshes[1]?.answer.resolve(token('auth-2', NOW + 3 * HOUR_MS));
    await settle();
    expect(selectInstallationError(h.actor.getSnapshot())).toBeNull();
    expect(selectInstallationAuthToken(h.actor.getSnapshot())?.token).toBe('auth-2');
  });

  it('has no auth token before registration', () => {
    expect(selectInstallationAuthToken(harness().actor.getSnapshot())).toBeNull();
  });

  it('names the actors the composition root forgot to provide', async () => {
    const unregistered = createActor(installationMachine, { input: { now: () => NOW } }).start();
    await settle();
    expect(unregistered.getSnapshot().value).toBe('failed');
    expect(String(selectInstallationError(unregistered.getSnapshot()))).toContain('registerInstallation actor is not provided');

    const kept = createActor(installationMachine, { input: { now: () => NOW, registration: registration(NOW) } }).start();
    kept.send({ type: 'GET_AUTH_TOKEN' });
    await settle();
    expect(String(selectInstallationError(kept.getSnapshot()))).toContain('refreshAuthToken actor is not provided');
  });
});

describe('authTokenNeedsRefresh', () => {
  it('is true exactly when the token expires within 1 hour, expired ones included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * NOW }), fc.integer({ min: -10 * HOUR_MS, max: 10 * HOUR_MS }), (now, left) => {
        expect(authTokenNeedsRefresh(now + left, now)).toBe(left <= AUTH_TOKEN_REFRESH_WINDOW_MS);
      }),
    );
    expect(AUTH_TOKEN_REFRESH_WINDOW_MS).toBe(3_600_000);
  });

  it('once needed, stays needed as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * NOW }), fc.integer({ min: 0, max: 2 * NOW }), fc.nat(), (expiresAt, now, later) => {
        fc.pre(authTokenNeedsRefresh(expiresAt, now));
        expect(authTokenNeedsRefresh(expiresAt, now + later)).toBe(true);
      }),
    );
  });
});

describe('isInstallationInProgressStale', () => {
  it('is stale exactly from 10 s after the start on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NOW }), fc.integer({ min: -60_000, max: 60_000 }), (startedAt, elapsed) => {
        expect(isInstallationInProgressStale(startedAt, startedAt + elapsed)).toBe(elapsed >= 10_000);
      }),
    );
    expect(INSTALLATION_IN_PROGRESS_STALE_MS).toBe(10_000);
  });
});
