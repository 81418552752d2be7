import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock.memory';
import type { DocumentData } from './memory-database';
import { MemoryDatabase, sameData } from './memory-database';

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function database(): MemoryDatabase {
  return new MemoryDatabase({ clock: new FakeClock(1_000) });
}

describe('MemoryDatabase listeners', () => {
  it('call back with the current value from a microtask, never during subscribe', async () => {
    const db = database();
    db.setDocument(['vMember', 'a'], { n: 1 });
    const seen: Array<DocumentData | null> = [];
    db.watchDocument(['vMember', 'a'], (data) => data, (data) => seen.push(data));
    expect(seen).toEqual([]);
    await flush();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('deliver every change in order, after the write returns', async () => {
    const db = database();
    const seen: unknown[] = [];
    db.watchDocument(['vMember', 'a'], (data) => data?.['n'] ?? null, (n) => seen.push(n));
    db.setDocument(['vMember', 'a'], { n: 1 });
    db.updateDocument(['vMember', 'a'], { n: 2 });
    db.deleteDocument(['vMember', 'a']);
    expect(seen).toEqual([]);
    await flush();
    expect(seen).toEqual([null, 1, 2, null]);
  });

  it('skip writes that change nothing, and values equal to the last one delivered', async () => {
    const db = database();
    db.setDocument(['vMember', 'a'], { n: 1, tags: ['x'] });
    const seen: unknown[] = [];
    db.watchDocument(['vMember', 'a'], (data) => data, (data) => seen.push(data));
    await flush();
    db.setDocument(['vMember', 'a'], { n: 1, tags: ['x'] });
    db.updateDocument(['vMember', 'a'], { n: 1 });
    await flush();
    expect(seen).toHaveLength(1);
  });

  it('stop at once on unsubscribe, even for changes already queued', async () => {
    const db = database();
    const seen: unknown[] = [];
    const stop = db.watchDocument(['vMember', 'a'], (data) => data, (data) => seen.push(data));
    db.setDocument(['vMember', 'a'], { n: 1 });
    stop();
    await flush();
    expect(seen).toEqual([]);
  });

  it('watch one collection only: sub-collection writes do not reach a parent collection query', async () => {
    const db = database();
    const sizes: number[] = [];
    db.watchCollection(['vMember'], (docs) => docs.length, (size) => sizes.push(size));
    db.setDocument(['vMember', 'a', 'messages', 'm1'], { title: 't' });
    await flush();
    expect(sizes).toEqual([0]);
    db.setDocument(['vMember', 'a'], { n: 1 });
    await flush();
    expect(sizes).toEqual([0, 1]);
  });

  it('hand each listener its own copy', async () => {
    const db = database();
    db.setDocument(['vMember', 'a'], { nested: { n: 1 } });
    const received: DocumentData[] = [];
    db.watchDocument(['vMember', 'a'], (data) => data ?? {}, (data) => received.push(data));
    db.watchDocument(['vMember', 'a'], (data) => data ?? {}, (data) => received.push(data));
    await flush();
    (received[0]?.['nested'] as { n: number }).n = 99;
    expect(received[1]?.['nested']).toEqual({ n: 1 });
    expect(db.getDocument(['vMember', 'a'])).toEqual({ nested: { n: 1 } });
  });
});

describe('MemoryDatabase documents', () => {
  it('stores copies: later changes to the written object or to a read do not leak in', () => {
    const db = database();
    const written = { list: [1, 2] };
    db.setDocument(['c', 'd'], written);
    written.list.push(3);
    const read = db.getDocument(['c', 'd']) as { list: number[] };
    read.list.push(4);
    expect(db.getDocument(['c', 'd'])).toEqual({ list: [1, 2] });
  });

  it('merges on request and otherwise replaces', () => {
    const db = database();
    db.setDocument(['c', 'd'], { a: 1, b: 2 });
    db.setDocument(['c', 'd'], { b: 3 }, { merge: true });
    expect(db.getDocument(['c', 'd'])).toEqual({ a: 1, b: 3 });
    db.setDocument(['c', 'd'], { c: 4 });
    expect(db.getDocument(['c', 'd'])).toEqual({ c: 4 });
  });

  it("update of a missing document fails with 'not-found' and creates nothing", () => {
    const db = database();
    expect(() => db.updateDocument(['c', 'missing'], { a: 1 })).toThrow(expect.objectContaining({ code: 'not-found' }));
    expect(db.getDocument(['c', 'missing'])).toBeNull();
  });

  it('lists in id order, and in write order on request (an overwrite keeps its place)', () => {
    const db = database();
    db.setDocument(['c', 'b'], { n: 1 });
    db.setDocument(['c', 'a'], { n: 2 });
    db.setDocument(['c', 'b'], { n: 3 });
    expect(db.listDocuments(['c']).map((doc) => doc.id)).toEqual(['a', 'b']);
    expect(db.listDocumentsInWriteOrder(['c']).map((doc) => doc.id)).toEqual(['b', 'a']);
  });

  it("refuses paths that are not a document or collection, or whose segments would re-route, with 'invalid-input'", () => {
    const db = database();
    for (const path of [[], ['c'], ['c', ''], ['c', 'a/b'], ['c', '..'], ['c', '__x__']]) {
      expect(() => db.setDocument(path, {})).toThrow(expect.objectContaining({ code: 'invalid-input' }));
    }
    expect(() => db.listDocuments(['c', 'd'])).toThrow(expect.objectContaining({ code: 'invalid-input' }));
  });
});

describe('MemoryDatabase outages', () => {
  it("offline: writes and reachability checks fail with 'unavailable', nothing changes, listeners stay", async () => {
    const db = database();
    const seen: unknown[] = [];
    db.watchDocument(['c', 'd'], (data) => data, (data) => seen.push(data));
    db.setOffline(true);
    expect(() => db.setDocument(['c', 'd'], { n: 1 })).toThrow(expect.objectContaining({ code: 'unavailable' }));
    expect(() => db.checkReachable()).toThrow(expect.objectContaining({ code: 'unavailable' }));
    db.setOffline(false);
    db.setDocument(['c', 'd'], { n: 2 });
    await flush();
    expect(seen).toEqual([null, { n: 2 }]);
  });

  it('planned failures hit exactly the next writes, with the planned code', () => {
    const db = database();
    db.failNextWrites(2, 'permission-denied');
    expect(() => db.setDocument(['c', 'd'], { n: 1 })).toThrow(expect.objectContaining({ code: 'permission-denied' }));
    expect(() => db.setDocument(['c', 'd'], { n: 2 })).toThrow(expect.objectContaining({ code: 'permission-denied' }));
    db.setDocument(['c', 'd'], { n: 3 });
    expect(db.getDocument(['c', 'd'])).toEqual({ n: 3 });
  });

  it('a batch fails as a whole before any of its writes', () => {
    const db = database();
    db.failNextWrites(1);
    expect(() =>
      db.runBatch(() => {
        db.setDocument(['c', 'a'], { n: 1 });
        db.setDocument(['c', 'b'], { n: 1 });
      }),
    ).toThrow(expect.objectContaining({ code: 'unavailable' }));
    expect(db.listDocuments(['c'])).toEqual([]);
    db.runBatch(() => {
      db.setDocument(['c', 'a'], { n: 1 });
      db.setDocument(['c', 'b'], { n: 1 });
    });
    expect(db.listDocuments(['c'])).toHaveLength(2);
  });
});

describe('MemoryDatabase accounts and files', () => {
  it("keeps emails lowercased and unique, refusing a duplicate with 'email-already-in-use'", () => {
    const db = database();
    const user = db.addUser({ email: ' Ana@Example.TEST ', password: 'secret1' });
    expect(user.email).toBe('ana@example.test');
    expect(db.findUserByEmail('ANA@example.test')?.uid).toBe(user.uid);
    expect(() => db.addUser({ email: 'ana@example.test', password: 'x' })).toThrow(expect.objectContaining({ code: 'email-already-in-use' }));
  });

  it('merges custom claims only into existing accounts', () => {
    const db = database();
    const user = db.addUser({ uid: 'u1', email: 'u1@example.test', password: 'secret1' });
    expect(db.mergeClaims(user.uid, { admin: true })).toBe(true);
    expect(db.mergeClaims('nobody', { admin: true })).toBe(false);
    expect(db.findUserByUid('u1')?.claims).toEqual({ admin: true });
  });

  it('keeps a copy of file bytes', () => {
    const db = database();
    const bytes = new Uint8Array([1, 2, 3]);
    db.putFile({ path: 'p', bytes, contentType: 'image/png' });
    bytes[0] = 9;
    const read = db.readFile('p');
    expect(Array.from(read?.bytes ?? [])).toEqual([1, 2, 3]);
  });

  it('uses its clock as the server time', () => {
    const clock = new FakeClock(5);
    const db = new MemoryDatabase({ clock });
    clock.advance(10);
    expect(db.serverTime()).toBe(15);
  });
});

describe('sameData', () => {
  it('compares plain data structurally', () => {
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });
});
