import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import {
  BATCH_RETRIES,
  BATCH_RETRY_BASE_MS,
  batchProgress,
  MAX_PICTURES_PER_PICK,
  PICTURE_FILES_ESTIMATE,
  picturesWithinQuota,
  retryDelayMs,
  startPictureBatch,
  storageRoomOf,
  type PickedPicture,
  type PictureUploadOutcome,
  type StorageRoom,
} from './picture-batch.machine';
import { STORAGE_QUOTA } from './storage-quota';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Upload {
  readonly id: string;
  readonly signal: AbortSignal;
  progress(sent: number, total: number): void;
  answer(outcome: PictureUploadOutcome): Promise<void>;
  reject(): Promise<void>;
}

const picked = (n: number, bytes = 1000): PickedPicture[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `photo-${i}.jpg`, bytes }));

/** A batch on a simulated clock whose uploads answer only when the test says so. */
async function start(pictures: readonly PickedPicture[], options: { readonly room?: number; readonly storage?: StorageRoom | 'unreadable'; readonly parallel?: number } = {}) {
  const clock = new SimulatedClock();
  const uploads: Upload[] = [];
  const landed: { id: string; url: string }[] = [];
  const storage = options.storage ?? null;
  const actor = startPictureBatch({
    input: { pictures, room: options.room ?? 100, parallel: options.parallel ?? 3 },
    room: () => (storage === 'unreadable' ? Promise.reject(new Error('offline')) : Promise.resolve(storage)),
    run: (id, progress, signal) =>
      new Promise((resolve, reject) => {
        uploads.push({
          id,
          signal,
          progress,
          answer: async (outcome) => {
            resolve(outcome);
            await settle();
          },
          reject: async () => {
            reject(new Error('connection reset'));
            await settle();
          },
        });
      }),
    landed: (id, url) => landed.push({ id, url }),
    clock,
  });
  await settle();
  const picture = (id: string) => actor.getSnapshot().context.pictures.find((p) => p.id === id);
  const running = () => uploads.filter((u) => !u.signal.aborted && picture(u.id)?.status === 'uploading');
  return { actor, clock, uploads, landed, picture, running, progress: () => batchProgress(actor.getSnapshot().context) };
}

describe('picture batch', () => {
  it('sends at most `parallel` pictures at once, in the order picked, and counts "k of n" as they land', async () => {
    const batch = await start(picked(5), { parallel: 2 });
    expect(batch.uploads.map((u) => u.id)).toEqual(['p0', 'p1']);
    expect(batch.progress()).toMatchObject({ done: 0, total: 5, active: 5 });

    await batch.uploads[1]!.answer({ ok: true, url: 'https://files/p1' });
    expect(batch.landed).toEqual([{ id: 'p1', url: 'https://files/p1' }]);
    expect(batch.uploads.map((u) => u.id)).toEqual(['p0', 'p1', 'p2']);
    expect(batch.progress()).toMatchObject({ done: 1, total: 5 });

    for (const id of ['p0', 'p2', 'p3', 'p4']) {
      const upload = batch.uploads.find((u) => u.id === id);
      await upload!.answer({ ok: true, url: `https://files/${id}` });
    }
    expect(batch.landed.map((l) => l.id)).toEqual(['p1', 'p0', 'p2', 'p3', 'p4']);
    expect(batch.progress()).toMatchObject({ done: 5, total: 5, active: 0 });
    expect(batch.actor.getSnapshot().value).toBe('settled');
  });

  it("shows each picture's progress while it is on its way", async () => {
    const batch = await start(picked(1, 4000));
    expect(batch.picture('p0')).toMatchObject({ status: 'uploading', sentBytes: 0, totalBytes: 4000 });
    batch.uploads[0]!.progress(1500, 3000);
    expect(batch.picture('p0')).toMatchObject({ sentBytes: 1500, totalBytes: 3000 });
    await batch.uploads[0]!.answer({ ok: true, url: 'u' });
    expect(batch.picture('p0')).toMatchObject({ status: 'done', sentBytes: 3000, url: 'u' });
  });

  it('cancels one picture: its upload is stopped, it is not counted and the next one starts', async () => {
    const batch = await start(picked(3), { parallel: 2 });
    batch.actor.send({ type: 'CANCEL', id: 'p0' });
    await settle();
    expect(batch.uploads[0]!.signal.aborted).toBe(true);
    expect(batch.picture('p0')?.status).toBe('cancelled');
    expect(batch.uploads.map((u) => u.id)).toEqual(['p0', 'p1', 'p2']);
    // A late answer for the cancelled picture adds nothing.
    await batch.uploads[0]!.answer({ ok: true, url: 'late' });
    expect(batch.landed).toEqual([]);
    expect(batch.progress()).toMatchObject({ done: 0, total: 2 });
  });

  it('cancels a queued picture before it starts', async () => {
    const batch = await start(picked(3), { parallel: 1 });
    batch.actor.send({ type: 'CANCEL', id: 'p2' });
    await batch.uploads[0]!.answer({ ok: true, url: 'a' });
    await batch.uploads[1]!.answer({ ok: true, url: 'b' });
    expect(batch.uploads.map((u) => u.id)).toEqual(['p0', 'p1']);
    expect(batch.actor.getSnapshot().value).toBe('settled');
  });

  it('cancels all: every upload stops, pending retries are dropped, what landed stays', async () => {
    const batch = await start(picked(4), { parallel: 2 });
    await batch.uploads[0]!.answer({ ok: true, url: 'a' });
    await batch.uploads[1]!.reject();
    expect(batch.picture('p1')?.status).toBe('retrying');
    batch.actor.send({ type: 'CANCEL_ALL' });
    await settle();
    expect(batch.uploads.filter((u) => u.id !== 'p0' && u.id !== 'p1').every((u) => u.signal.aborted)).toBe(true);
    batch.clock.increment(retryDelayMs(1));
    await settle();
    expect(batch.uploads.filter((u) => u.id === 'p1')).toHaveLength(1);
    expect(batch.actor.getSnapshot().context.pictures.map((p) => p.status)).toEqual(['done', 'cancelled', 'cancelled', 'cancelled']);
    expect(batch.landed.map((l) => l.id)).toEqual(['p0']);
    expect(batch.actor.getSnapshot().value).toBe('settled');
  });

  it('tries a failed upload again after a growing wait, then lists it with its reason', async () => {
    const batch = await start(picked(1));
    await batch.uploads[0]!.reject();
    expect(batch.picture('p0')).toMatchObject({ status: 'retrying', failure: 'failed' });

    batch.clock.increment(BATCH_RETRY_BASE_MS - 1);
    await settle();
    expect(batch.uploads).toHaveLength(1);
    batch.clock.increment(1);
    await settle();
    expect(batch.uploads).toHaveLength(2);

    await batch.uploads[1]!.answer({ ok: false, failure: 'failed' });
    batch.clock.increment(BATCH_RETRY_BASE_MS * 2 - 1);
    await settle();
    expect(batch.uploads).toHaveLength(2);
    batch.clock.increment(1);
    await settle();
    expect(batch.uploads).toHaveLength(1 + BATCH_RETRIES);

    await batch.uploads[2]!.reject();
    batch.clock.increment(60_000);
    await settle();
    expect(batch.uploads).toHaveLength(1 + BATCH_RETRIES);
    expect(batch.picture('p0')).toMatchObject({ status: 'failed', failure: 'failed', attempts: 1 + BATCH_RETRIES });
    expect(batch.progress()).toMatchObject({ done: 0, failed: 1, total: 1, active: 0 });
    expect(batch.actor.getSnapshot().value).toBe('settled');
  });

  it('lands a picture whose retry succeeds', async () => {
    const batch = await start(picked(1));
    await batch.uploads[0]!.reject();
    batch.clock.increment(BATCH_RETRY_BASE_MS);
    await settle();
    await batch.uploads[1]!.answer({ ok: true, url: 'second time' });
    expect(batch.landed).toEqual([{ id: 'p0', url: 'second time' }]);
  });

  it('lists a refused picture at once: its reason will not pass by waiting', async () => {
    const batch = await start(picked(2), { parallel: 1 });
    await batch.uploads[0]!.answer({ ok: false, failure: 'content-mismatch' });
    expect(batch.picture('p0')).toMatchObject({ status: 'failed', failure: 'content-mismatch', attempts: 1 });
    expect(batch.uploads.map((u) => u.id)).toEqual(['p0', 'p1']);
  });

  it("retries a listed failure when the member asks, with the retries' count started again", async () => {
    const batch = await start(picked(1));
    await batch.uploads[0]!.answer({ ok: false, failure: 'quota-exceeded' });
    expect(batch.actor.getSnapshot().value).toBe('settled');
    batch.actor.send({ type: 'RETRY', id: 'p0' });
    await settle();
    expect(batch.picture('p0')).toMatchObject({ status: 'uploading', attempts: 1, failure: null });
    await batch.uploads[1]!.answer({ ok: true, url: 'u' });
    expect(batch.landed).toHaveLength(1);
  });

  it('refuses the whole batch before sending anything when the storage is full', async () => {
    const batch = await start(picked(3), { storage: { files: 0, bytes: 10 * 1024 * 1024 } });
    expect(batch.uploads).toEqual([]);
    expect(batch.actor.getSnapshot().context.pictures.map((p) => [p.status, p.failure])).toEqual([
      ['refused', 'quota-exceeded'],
      ['refused', 'quota-exceeded'],
      ['refused', 'quota-exceeded'],
    ]);
    expect(batch.progress()).toMatchObject({ total: 0, refused: 3 });
    expect(batch.actor.getSnapshot().value).toBe('settled');
  });

  it('refuses only the part of the batch over the quota', async () => {
    const batch = await start(picked(4), { storage: { files: PICTURE_FILES_ESTIMATE * 2 + 1, bytes: 10 * 1024 * 1024 } });
    expect(batch.actor.getSnapshot().context.pictures.map((p) => p.status)).toEqual(['uploading', 'uploading', 'refused', 'refused']);
  });

  it('sends everything when the usage cannot be read (the storage rules still decide)', async () => {
    const batch = await start(picked(2), { storage: 'unreadable' });
    expect(batch.uploads.map((u) => u.id)).toEqual(['p0', 'p1']);
  });

  it('refuses what the list has no room for, and more than a pick may hold', async () => {
    const few = await start(picked(3), { room: 2 });
    expect(few.actor.getSnapshot().context.pictures.map((p) => p.failure)).toEqual([null, null, 'list-full']);

    const many = await start(picked(MAX_PICTURES_PER_PICK + 2), { room: 100 });
    expect(many.progress()).toMatchObject({ total: MAX_PICTURES_PER_PICK, refused: 2 });
    expect(many.picture(`p${MAX_PICTURES_PER_PICK}`)?.failure).toBe('too-many');
  });
});

describe('the quota estimate', () => {
  it('counts each picture as its files and at most its resized size, in the order picked', () => {
    const room = { files: 100, bytes: 4 * 1024 * 1024 };
    const big = picked(5, 3 * 1024 * 1024);
    // 1.5 MiB each at most: two fit in 4 MiB, a third does not.
    expect([...picturesWithinQuota(big, room)]).toEqual(['p0', 'p1']);
    expect(picturesWithinQuota(picked(5, 100), room).size).toBe(5);
    expect(picturesWithinQuota(big, null).size).toBe(5);
  });

  it('measures the room left from the usage', () => {
    expect(storageRoomOf({ files: 10, bytes: 100 })).toEqual({ files: STORAGE_QUOTA.files - 10, bytes: STORAGE_QUOTA.bytes - 100 });
    expect(storageRoomOf({ files: STORAGE_QUOTA.files + 5, bytes: 0 }).files).toBe(0);
  });
});
