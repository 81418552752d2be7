import { assertEvent, assign, createActor, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { ActorOptions, AnyActorLogic, SnapshotFrom } from 'xstate';
import type { ImageUploadErrorCode } from '../validation/image-upload';
import { SECOND_MS } from '../time/time';
import { MAX_PICTURES_PER_PICK, STORAGE_QUOTA, type StorageUsage } from './storage-quota';

export { MAX_PICTURES_PER_PICK };

/** Pictures sent at once: enough to fill a phone's upload, few enough that each shows progress. */
export const BATCH_PARALLEL_UPLOADS = 3;
/** A failed upload is tried again this many times before it is listed with its reason. */
export const BATCH_RETRIES = 2;
/** The wait before the first retry, doubled for each one after. */
export const BATCH_RETRY_BASE_MS = 2 * SECOND_MS;
/**
 * What one picture is expected to take in Storage before it is resized: the picture (at most
 * about 1 MiB once resized) and its two narrower WebP copies, each a file of its own.
 */
export const PICTURE_FILES_ESTIMATE = 3;
export const PICTURE_STORED_BYTES_ESTIMATE = 1.5 * 1024 * 1024;

/** Why a picture was not added: the upload's own reasons, or the batch's. */
export type PictureFailure =
  | ImageUploadErrorCode
  /** Anything else (the connection, the backend), after the retries. */
  | 'failed'
  /** The list already holds as many entries as it may. */
  | 'list-full'
  /** More than MAX_PICTURES_PER_PICK were picked at once. */
  | 'too-many';

export type PictureStatus = 'queued' | 'uploading' | 'retrying' | 'done' | 'failed' | 'cancelled' | 'refused';

export interface PickedPicture {
  readonly id: string;
  readonly name: string;
  readonly bytes: number;
}

export interface BatchPicture extends PickedPicture {
  readonly status: PictureStatus;
  readonly sentBytes: number;
  readonly totalBytes: number;
  /** Attempts made so far, the first included. */
  readonly attempts: number;
  readonly failure: PictureFailure | null;
  readonly url: string | null;
}

export interface PictureBatchInput {
  readonly pictures: readonly PickedPicture[];
  /** How many entries the list still takes. */
  readonly room: number;
  readonly parallel?: number;
}

export interface PictureBatchContext {
  readonly pictures: readonly BatchPicture[];
  readonly parallel: number;
}

/** What one upload comes to, in the words of the use case that sends it. */
export type PictureUploadOutcome = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly failure: ImageUploadErrorCode | 'failed' };

export type PictureBatchEvent =
  | { readonly type: 'CANCEL'; readonly id: string }
  | { readonly type: 'CANCEL_ALL' }
  /** The member asks to try a failed picture again. */
  | { readonly type: 'RETRY'; readonly id: string }
  | { readonly type: 'RETRY_DUE'; readonly id: string }
  | { readonly type: 'PROGRESS'; readonly id: string; readonly sentBytes: number; readonly totalBytes: number }
  | { readonly type: 'UPLOADED'; readonly id: string; readonly url: string }
  | { readonly type: 'UPLOAD_FAILED'; readonly id: string; readonly failure: ImageUploadErrorCode | 'failed' };

/** Space left in the member's Storage; null when it could not be read (the rules still decide). */
export type StorageRoom = StorageUsage | null;

export function storageRoomOf(usage: StorageUsage): StorageUsage {
  return { files: Math.max(0, STORAGE_QUOTA.files - usage.files), bytes: Math.max(0, STORAGE_QUOTA.bytes - usage.bytes) };
}

/**
 * Which pictures fit, in the order picked: each is counted at PICTURE_FILES_ESTIMATE files and
 * at most PICTURE_STORED_BYTES_ESTIMATE (a smaller file stays its size), so the part of a batch
 * over the quota is refused before anything is sent rather than failing one by one.
 */
export function picturesWithinQuota(pictures: readonly PickedPicture[], room: StorageRoom): ReadonlySet<string> {
  if (room === null) return new Set(pictures.map((p) => p.id));
  const fitting = new Set<string>();
  let files = 0;
  let bytes = 0;
  for (const picture of pictures) {
    files += PICTURE_FILES_ESTIMATE;
    bytes += Math.min(picture.bytes, PICTURE_STORED_BYTES_ESTIMATE);
    if (files > room.files || bytes > room.bytes) break;
    fitting.add(picture.id);
  }
  return fitting;
}

export function retryDelayMs(attempts: number): number {
  return BATCH_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

/** "k of n": the pictures added out of those still meant to be (cancelled and refused ones do not count). */
export interface BatchProgress {
  readonly done: number;
  readonly total: number;
  readonly failed: number;
  readonly refused: number;
  readonly active: number;
}

const ACTIVE: ReadonlySet<PictureStatus> = new Set(['queued', 'uploading', 'retrying']);

export function batchProgress(context: PictureBatchContext): BatchProgress {
  const count = (statuses: readonly PictureStatus[]) => context.pictures.filter((p) => statuses.includes(p.status)).length;
  return {
    done: count(['done']),
    total: count(['queued', 'uploading', 'retrying', 'done', 'failed']),
    failed: count(['failed']),
    refused: count(['refused']),
    active: count(['queued', 'uploading', 'retrying']),
  };
}

const uploadChild = (id: string, attempts: number) => `upload:${id}:${attempts}`;
const retryTimer = (id: string) => `retry:${id}`;

function update(context: PictureBatchContext, id: string, change: (picture: BatchPicture) => Partial<BatchPicture> | null): PictureBatchContext {
  return { ...context, pictures: context.pictures.map((p) => (p.id === id ? { ...p, ...(change(p) ?? {}) } : p)) };
}

/**
 * Sending a pick of pictures: the part over the list's room or the storage quota refused up
 * front with its reason, at most `parallel` uploads at once, each with its progress, any one or
 * all cancellable, one that failed for a reason that may pass (the connection) tried again after
 * a growing wait on the actor's clock, then listed with its reason and retried on request. Each
 * picture that lands is handed to `landed` at once (the studio adds it to the list). The storage
 * check and the upload are the caller's: provide `room` and `upload`.
 */
export function createPictureBatchMachine() {
  return setup({
    types: {
      context: {} as PictureBatchContext,
      input: {} as PictureBatchInput,
      events: {} as PictureBatchEvent,
    },
    actors: {
      room: fromPromise<StorageRoom>(() => Promise.resolve(null)),
      upload: fromCallback<PictureBatchEvent, { readonly id: string }>(() => {
        throw new Error('picture batch: the upload actor is not provided');
      }),
    },
    actions: {
      landed: (_, _params: { readonly id: string; readonly url: string }) => {},
      refuseOverQuota: assign(({ context }, params: { readonly room: StorageRoom }) => {
        const queued = context.pictures.filter((p) => p.status === 'queued');
        const fitting = picturesWithinQuota(queued, params.room);
        return {
          pictures: context.pictures.map((p) => (p.status === 'queued' && !fitting.has(p.id) ? { ...p, status: 'refused' as const, failure: 'quota-exceeded' as const } : p)),
        };
      }),
      // Starts queued pictures, in the order picked, while fewer than `parallel` are on their way.
      pump: enqueueActions(({ context, enqueue }) => {
        let running = context.pictures.filter((p) => p.status === 'uploading').length;
        for (const picture of context.pictures) {
          if (running >= context.parallel) break;
          if (picture.status !== 'queued') continue;
          running += 1;
          const attempts = picture.attempts + 1;
          enqueue.assign(({ context: now }) => update(now, picture.id, () => ({ status: 'uploading', attempts, sentBytes: 0, failure: null })));
          enqueue.spawnChild('upload', { id: uploadChild(picture.id, attempts), input: { id: picture.id } });
        }
      }),
      progress: assign(({ context, event }) => {
        assertEvent(event, 'PROGRESS');
        return update(context, event.id, (p) => (p.status === 'uploading' ? { sentBytes: event.sentBytes, totalBytes: event.totalBytes } : null));
      }),
      finish: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'UPLOADED');
        const picture = context.pictures.find((p) => p.id === event.id);
        if (picture?.status !== 'uploading') return;
        enqueue.stopChild(uploadChild(picture.id, picture.attempts));
        enqueue.assign(({ context: now }) => update(now, picture.id, (p) => ({ status: 'done', url: event.url, sentBytes: p.totalBytes })));
      }),
      fail: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'UPLOAD_FAILED');
        const picture = context.pictures.find((p) => p.id === event.id);
        if (picture?.status !== 'uploading') return;
        enqueue.stopChild(uploadChild(picture.id, picture.attempts));
        // Only a failure that may pass is worth waiting for; a refused file stays refused.
        if (event.failure === 'failed' && picture.attempts <= BATCH_RETRIES) {
          enqueue.assign(({ context: now }) => update(now, picture.id, () => ({ status: 'retrying', failure: event.failure })));
          enqueue.raise({ type: 'RETRY_DUE', id: picture.id }, { id: retryTimer(picture.id), delay: retryDelayMs(picture.attempts) });
        } else enqueue.assign(({ context: now }) => update(now, picture.id, () => ({ status: 'failed', failure: event.failure })));
      }),
      retryDue: assign(({ context, event }) => {
        assertEvent(event, 'RETRY_DUE');
        return update(context, event.id, (p) => (p.status === 'retrying' ? { status: 'queued' } : null));
      }),
      // The member's retry starts the count of attempts again.
      retryAsked: assign(({ context, event }) => {
        assertEvent(event, 'RETRY');
        return update(context, event.id, (p) => (p.status === 'failed' ? { status: 'queued', attempts: 0, failure: null } : null));
      }),
      cancelOne: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'CANCEL');
        const picture = context.pictures.find((p) => p.id === event.id);
        if (picture === undefined || !ACTIVE.has(picture.status)) return;
        if (picture.status === 'uploading') enqueue.stopChild(uploadChild(picture.id, picture.attempts));
        if (picture.status === 'retrying') enqueue.cancel(retryTimer(picture.id));
        enqueue.assign(({ context: now }) => update(now, picture.id, () => ({ status: 'cancelled' })));
      }),
      cancelAll: enqueueActions(({ context, enqueue }) => {
        for (const picture of context.pictures) {
          if (picture.status === 'uploading') enqueue.stopChild(uploadChild(picture.id, picture.attempts));
          if (picture.status === 'retrying') enqueue.cancel(retryTimer(picture.id));
        }
        enqueue.assign(({ context: now }) => ({ ...now, pictures: now.pictures.map((p) => (ACTIVE.has(p.status) ? { ...p, status: 'cancelled' as const } : p)) }));
      }),
    },
    guards: {
      settled: ({ context }) => !context.pictures.some((p) => ACTIVE.has(p.status)),
      // An answer for a picture cancelled meanwhile says nothing any more.
      uploading: ({ context, event }) => 'id' in event && context.pictures.some((p) => p.id === event.id && p.status === 'uploading'),
    },
  }).createMachine({
    id: 'pictureBatch',
    context: ({ input }) => {
      const parallel = Math.max(1, input.parallel ?? BATCH_PARALLEL_UPLOADS);
      const room = Math.max(0, input.room);
      return {
        parallel,
        pictures: input.pictures.map((picture, index): BatchPicture => {
          const refusal: PictureFailure | null = index >= MAX_PICTURES_PER_PICK ? 'too-many' : index >= room ? 'list-full' : null;
          return { ...picture, status: refusal === null ? 'queued' : 'refused', sentBytes: 0, totalBytes: picture.bytes, attempts: 0, failure: refusal, url: null };
        }),
      };
    },
    initial: 'checking',
    states: {
      checking: {
        invoke: {
          src: 'room',
          onDone: { target: 'running', actions: { type: 'refuseOverQuota', params: ({ event }) => ({ room: event.output }) } },
          // An unreadable usage lets the storage rules decide, picture by picture.
          onError: 'running',
        },
        on: {
          CANCEL: { actions: 'cancelOne' },
          CANCEL_ALL: { actions: 'cancelAll' },
        },
      },
      running: {
        entry: 'pump',
        always: { guard: 'settled', target: 'settled' },
        on: {
          PROGRESS: { actions: 'progress' },
          UPLOADED: {
            guard: 'uploading',
            actions: ['finish', { type: 'landed', params: ({ event }) => ({ id: event.id, url: event.url }) }, 'pump'],
          },
          UPLOAD_FAILED: { guard: 'uploading', actions: ['fail', 'pump'] },
          RETRY_DUE: { actions: ['retryDue', 'pump'] },
          RETRY: { actions: ['retryAsked', 'pump'] },
          CANCEL: { actions: ['cancelOne', 'pump'] },
          CANCEL_ALL: { actions: 'cancelAll' },
        },
      },
      settled: {
        on: {
          RETRY: { target: 'running', actions: 'retryAsked' },
        },
      },
    },
  });
}

export type PictureBatchMachine = ReturnType<typeof createPictureBatchMachine>;
export type PictureBatchSnapshot = SnapshotFrom<PictureBatchMachine>;
/** The timers a machine runs on: the browser's, or a simulated clock in tests. */
export type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * One upload of the batch: `run` sends picture `id`, telling its progress, and stops when the
 * signal aborts (the member cancelled). A rejection is a failure that may pass.
 */
export type RunPictureUpload = (id: string, progress: (sentBytes: number, totalBytes: number) => void, signal: AbortSignal) => Promise<PictureUploadOutcome>;

export interface PictureBatchDeps {
  readonly input: PictureBatchInput;
  readonly room: () => Promise<StorageRoom>;
  readonly run: RunPictureUpload;
  readonly landed: (id: string, url: string) => void;
  readonly clock?: MachineClock;
}

/** The batch machine with its storage check and uploads, started. */
export function startPictureBatch({ input, room, run, landed, clock }: PictureBatchDeps) {
  const machine = createPictureBatchMachine().provide({
    actors: {
      room: fromPromise<StorageRoom>(room),
      upload: fromCallback<PictureBatchEvent, { readonly id: string }>(({ input: { id }, sendBack }) => {
        const controller = new AbortController();
        run(id, (sentBytes, totalBytes) => sendBack({ type: 'PROGRESS', id, sentBytes, totalBytes }), controller.signal).then(
          (outcome) => {
            if (controller.signal.aborted) return;
            sendBack(outcome.ok ? { type: 'UPLOADED', id, url: outcome.url } : { type: 'UPLOAD_FAILED', id, failure: outcome.failure });
          },
          () => {
            if (!controller.signal.aborted) sendBack({ type: 'UPLOAD_FAILED', id, failure: 'failed' });
          },
        );
        // Stopping the upload's actor (cancel, or the batch dropped) stops the bytes going out.
        return () => controller.abort();
      }),
    },
    actions: { landed: (_, params) => landed(params.id, params.url) },
  });
  return createActor(machine, { input, ...(clock === undefined ? {} : { clock }) }).start();
}

export type PictureBatchActor = ReturnType<typeof startPictureBatch>;
