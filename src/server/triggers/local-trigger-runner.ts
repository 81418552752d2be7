import type { Firestore } from 'firebase-admin/firestore';
import type { ServerUseCases } from '../server-use-cases';
import type { FirestoreTrigger } from './firestore-triggers';
import { matchDocument } from './firestore-triggers';
import type { EpochMs } from '../../core/time/time';
import { LOCAL_SCHEDULED_RUNS, runScheduled, scheduledRunRequestOf } from './scheduled-jobs';
import { LOCAL_STORAGE_EVENTS, storedObjectDeleted, storedObjectFinalized, type StoredObjectData } from './storage-triggers';

export interface LocalTriggers {
  /** Resolves once every listener has seen the documents already there. */
  readonly ready: Promise<void>;
  /** Resolves when every trigger call started so far has finished. */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * Plays Cloud Functions' Firestore triggers against the emulator, where no functions run: listens
 * to each trigger's collection and calls its `run` for every document added, like
 * `onDocumentCreated` would (and, for a trigger `on: 'updated'`, for every change too). Documents already there when it starts are delivered too; the
 * use-cases' trigger ledger makes that harmless, and makes up for events missed while stopped.
 */
export function startLocalTriggers(firestore: Firestore, triggers: readonly FirestoreTrigger[], useCases: ServerUseCases, log: (line: string) => void): LocalTriggers {
  let pending: Promise<void> = Promise.resolve();
  const stops: Array<() => void> = [];
  const readies: Array<Promise<void>> = [];
  for (const trigger of triggers) {
    const segments = trigger.document.split('/');
    const collectionId = segments[segments.length - 2] ?? '';
    let markReady: () => void = () => undefined;
    readies.push(new Promise<void>((resolve) => (markReady = resolve)));
    const stop = firestore.collectionGroup(collectionId).onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          // A change trigger also replays what is there at start: its reaction is idempotent.
          if (change.type === 'removed' || (change.type === 'modified' && trigger.on !== 'updated')) continue;
          const path = change.doc.ref.path;
          const params = matchDocument(trigger.document, path);
          if (params === null) continue;
          // One at a time, in arrival order, like a function instance with concurrency 1.
          pending = pending.then(async () => {
            try {
              log(`${trigger.name} ${path}: ${await trigger.run(params, useCases)}`);
            } catch (error) {
              log(`${trigger.name} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
            }
          });
        }
        markReady();
      },
      (error) => log(`${trigger.name}: listening failed: ${error.message}`),
    );
    stops.push(stop);
  }
  return {
    ready: Promise.all(readies).then(() => undefined),
    idle: () => pending,
    stop: () => stops.forEach((stop) => stop()),
  };
}

/**
 * Plays the Storage triggers: the local Storage emulator reports each finished or deleted object
 * as a localStorageEvents/{id} document; each is handed to the same functions as the deployed
 * triggers, then removed.
 */
export function startLocalStorageEvents(firestore: Firestore, useCases: ServerUseCases, log: (line: string) => void): LocalTriggers {
  let pending: Promise<void> = Promise.resolve();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const stop = firestore.collection(LOCAL_STORAGE_EVENTS).onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'added') continue;
        const data = change.doc.data() as StoredObjectData & { readonly action?: string };
        const ref = change.doc.ref;
        pending = pending.then(async () => {
          const name = data.action === 'delete' ? 'storedImageRemovals' : 'storedImageChecks';
          try {
            const result = data.action === 'delete' ? await storedObjectDeleted(data, useCases) : await storedObjectFinalized(data, useCases);
            log(`${name} ${data.name}: ${result}`);
            await ref.delete();
          } catch (error) {
            log(`${name} ${data.name} failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        });
      }
      markReady();
    },
    (error) => log(`storage events: listening failed: ${error.message}`),
  );
  return { ready, idle: () => pending, stop };
}

/**
 * Plays a scheduled function on request, on a clock set to the request's time: each new
 * localScheduledRuns/{id} document (`{ job, at }`) runs that job with the use cases `useCasesAt`
 * composes for that instant, and gets its log line back as `result` (or `error`), which whoever
 * asked waits for. The runner's own hourly runs keep the server's clock.
 */
export function startLocalScheduledRuns(firestore: Firestore, useCasesAt: (at: EpochMs) => ServerUseCases, log: (line: string) => void): LocalTriggers {
  let pending: Promise<void> = Promise.resolve();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const stop = firestore.collection(LOCAL_SCHEDULED_RUNS).onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'added') continue;
        const request = scheduledRunRequestOf(change.doc.data());
        if (request === null) continue;
        const ref = change.doc.ref;
        const at = new Date(request.at).toISOString();
        pending = pending.then(async () => {
          try {
            const result = await runScheduled(request, useCasesAt);
            log(`${request.job} at ${at} (asked): ${result}`);
            await ref.update({ result });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            log(`${request.job} at ${at} (asked) failed: ${message}`);
            await ref.update({ error: message }).catch(() => undefined);
          }
        });
      }
      markReady();
    },
    (error) => log(`scheduled runs: listening failed: ${error.message}`),
  );
  return { ready, idle: () => pending, stop };
}
