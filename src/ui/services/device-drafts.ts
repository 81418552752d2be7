import type { ClockPort } from '../../ports/clock.port';
import type { DeviceDrafts } from './use-autosave';

/**
 * Unsaved edits kept in this browser under one key until the backend acknowledges them: a
 * closed tab, a lost connection or a rejected save never loses typing (the studio's sections,
 * the form builder).
 */
export interface StoredDraft {
  readonly raw: unknown;
  /** When the draft was last changed (ms), to tell the member how old a recovered draft is. */
  readonly editedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); editing still works, only without recovery.
    return null;
  }
}

export function readStoredDraft(key: string): StoredDraft | null {
  const text = storage()?.getItem(key);
  if (text === null || text === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('raw' in parsed)) return null;
    const editedAt = 'editedAt' in parsed && typeof parsed.editedAt === 'number' ? parsed.editedAt : 0;
    return { raw: parsed.raw, editedAt };
  } catch {
    return null;
  }
}

export function writeStoredDraft(key: string, draft: StoredDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded: the save to the backend is still attempted; nothing else to do here.
  }
}

export function clearStoredDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // See storage(): nothing was kept, so there is nothing to clear.
  }
}

/**
 * The drafts of one document, as the autosave machine keeps and drops them. `read` turns what
 * an earlier visit stored into the screen's value, or null when it no longer has that shape.
 */
export function localDrafts<T>(key: string, clock: ClockPort, read: (raw: unknown) => T | null): DeviceDrafts<T> {
  return {
    read: () => {
      const stored = readStoredDraft(key);
      return stored === null ? null : read(stored.raw);
    },
    keep: (value) => writeStoredDraft(key, { raw: value, editedAt: clock.now() }),
    drop: () => clearStoredDraft(key),
  };
}
