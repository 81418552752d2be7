import 'reflect-metadata';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryDatabase } from '../../../adapters/memory/memory-database';
import { DEFAULT_APP_CONFIG } from '../../../core/config/app-config';
import { newMemberRecord } from '../../../core/member/new-member-record';
import { MEMBER_RECORDS } from '../../../ports/member-records.port';
import { createMemoryApp } from './memory.composition';
import { slowMemoryMsFromEnv } from './slow-backend';

const MEMBER = 'slowmember01';
const MS = 40;

/** A backend holding one member's record, and the app on it with answers `slowBackendMs` late. */
function appWithMember(slowBackendMs: number) {
  const db = new MemoryDatabase();
  const record = newMemberRecord({ uid: MEMBER, email: 'slow@example.com', displayName: 'Sol Baker', phoneNumber: '+1 555 010 2030' }, DEFAULT_APP_CONFIG, Date.now());
  db.setDocument(['vMember', MEMBER], { ...record, createdAt: Date.now() });
  return { db, app: createMemoryApp({ db, slowBackendMs }) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the slow memory backend (test-only)', () => {
  it('is off unless SITIO_SLOW_MEMORY_MS asks for it, and then reads that many milliseconds', () => {
    vi.stubEnv('SITIO_SLOW_MEMORY_MS', '');
    expect(slowMemoryMsFromEnv()).toBe(0);
    vi.stubEnv('SITIO_SLOW_MEMORY_MS', '40');
    expect(slowMemoryMsFromEnv()).toBe(40);
    vi.stubEnv('SITIO_SLOW_MEMORY_MS', 'slow');
    expect(() => slowMemoryMsFromEnv()).toThrow(/SITIO_SLOW_MEMORY_MS/);
  });

  it('hands out the memory adapters themselves when off', () => {
    const { app } = appWithMember(0);
    expect(app.backend.memberRecords).toBe(app.container.get(MEMBER_RECORDS));
    expect(Object.getPrototypeOf(app.backend.memberRecords)).not.toBe(Object.prototype);
  });

  it('answers a one-time read, a write and a failure only after the delay', async () => {
    const { db, app } = appWithMember(MS);
    let started = performance.now();
    await expect(app.backend.memberRecords.get(MEMBER)).resolves.toMatchObject({ email: 'slow@example.com' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(MS - 2);

    started = performance.now();
    await app.backend.memberRecords.updateProfile(MEMBER, { namePublico: 'Slow Bakery' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(MS - 2);
    expect(db.getDocument(['vMember', MEMBER])).toMatchObject({ namePublico: 'Slow Bakery' });

    db.setOffline(true);
    started = performance.now();
    await expect(app.backend.memberRecords.get(MEMBER)).rejects.toMatchObject({ code: 'unavailable' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(MS - 2);
  });

  it('lets a test replace a method (vi.spyOn) and put it back', async () => {
    const { app } = appWithMember(MS);
    const spy = vi.spyOn(app.backend.memberRecords, 'get').mockResolvedValue(null);
    await expect(app.backend.memberRecords.get(MEMBER)).resolves.toBeNull();
    expect(spy).toHaveBeenCalledWith(MEMBER);
    spy.mockRestore();
    await expect(app.backend.memberRecords.get(MEMBER)).resolves.toMatchObject({ email: 'slow@example.com' });
  });

  it('gives a live listener its first value after the delay, the latest one, then every change', async () => {
    // A delay far above the wait before the first check, so a busy machine's late timer cannot
    // let the first value through before it is looked for.
    const delay = MS * 25;
    const { db, app } = appWithMember(delay);
    const names: (string | undefined)[] = [];
    const unsubscribe = app.backend.memberRecords.watch(MEMBER, (member) => names.push(member?.namePublico));
    db.setDocument(['vMember', MEMBER], { namePublico: 'First' }, { merge: true });
    await new Promise((resolve) => setTimeout(resolve, MS / 2));
    expect(names).toEqual([]);
    await vi.waitFor(() => expect(names).toEqual(['First']), { timeout: delay * 4 });
    db.setDocument(['vMember', MEMBER], { namePublico: 'Second' }, { merge: true });
    await vi.waitFor(() => expect(names).toEqual(['First', 'Second']), { timeout: delay * 4 });
    unsubscribe();
  });

  it('delivers nothing to a listener that left before its first value', async () => {
    const { app } = appWithMember(MS);
    const listener = vi.fn();
    app.backend.memberRecords.watch(MEMBER, listener)();
    await new Promise((resolve) => setTimeout(resolve, MS * 2));
    expect(listener).not.toHaveBeenCalled();
  });

  it('answers at once under fake timers, which would never move a real delay on', async () => {
    const { app } = appWithMember(MS);
    vi.useFakeTimers();
    await expect(app.backend.memberRecords.get(MEMBER)).resolves.toMatchObject({ email: 'slow@example.com' });
    const listener = vi.fn();
    const unsubscribe = app.backend.memberRecords.watch(MEMBER, listener);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
