import type { StoredObjectEvent } from '../../use-cases/storage/handle-stored-image.use-case';
import type { ServerUseCases } from '../server-use-cases';

/**
 * The server's reactions to members' uploads: the Cloud Functions (2nd gen) Storage triggers
 * `storedImageChecks` (finalize) and `storedImageRemovals` (delete), and locally the Storage
 * emulator's events (localStorageEvents/{id}), all through HandleStoredImageUseCase.
 */
export interface StoredObjectData {
  readonly name: string;
  readonly contentType?: string | null;
  /** Bytes; Cloud Storage gives it as a string. */
  readonly size?: string | number;
}

/** Where the local Storage emulator reports its events (scripts/lib/storage-emulator.mjs). */
export const LOCAL_STORAGE_EVENTS = 'localStorageEvents';

function eventOf(data: StoredObjectData): StoredObjectEvent {
  return { name: data.name, ...(data.contentType ? { contentType: data.contentType } : {}), bytes: Number(data.size ?? 0) || 0 };
}

export async function storedObjectFinalized(data: StoredObjectData, useCases: ServerUseCases): Promise<string> {
  const outcome = await useCases.handleStoredImage.finalized(eventOf(data));
  return outcome.kind === 'counted' ? `counted (${outcome.usage.files} files, ${outcome.usage.bytes} bytes; ${outcome.pruned} unused removed)` : outcome.kind;
}

export async function storedObjectDeleted(data: StoredObjectData, useCases: ServerUseCases): Promise<string> {
  const usage = await useCases.handleStoredImage.deleted(eventOf(data));
  return usage === null ? 'ignored' : `uncounted (${usage.files} files, ${usage.bytes} bytes)`;
}

/** How often unused pictures are looked for (scheduled function `unusedImagePruning`; the local runner too). */
export const PRUNE_SCHEDULE = 'every 6 hours';
export const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export async function pruneUnusedImages(useCases: ServerUseCases): Promise<string> {
  return `removed ${await useCases.pruneUnusedImages.everyone()} unused picture(s)`;
}
