import type { StudioSection } from '../../../core/plans/plan-gates';
import type { ClockPort } from '../../../ports/clock.port';
import type { DeviceDrafts } from '../../services/use-autosave';

/**
 * Unsaved studio edits, kept in this browser per member and section until the backend
 * acknowledges them: a closed tab, a lost connection or a rejected save never loses typing.
 */
const PREFIX = 'sitio.studioDraft.';

export interface StoredDraft {
  readonly raw: unknown;
  /** When the draft was last changed (ms), to tell the member how old a recovered draft is. */
  readonly editedAt: number;
}

function keyOf(memberId: string, section: StudioSection | 'layout'): string {
  return `${PREFIX}${memberId}.${section}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); editing still works, only without recovery.
    return null;
  }
}

export function readDraft(memberId: string, section: StudioSection | 'layout'): StoredDraft | null {
  const text = storage()?.getItem(keyOf(memberId, section));
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

export function writeDraft(memberId: string, section: StudioSection | 'layout', draft: StoredDraft): void {
  try {
    storage()?.setItem(keyOf(memberId, section), JSON.stringify(draft));
  } catch {
    // Quota exceeded: the save to the backend is still attempted; nothing else to do here.
  }
}

export function clearDraft(memberId: string, section: StudioSection | 'layout'): void {
  try {
    storage()?.removeItem(keyOf(memberId, section));
  } catch {
    // See storage(): nothing was kept, so there is nothing to clear.
  }
}

/** The drafts of one studio document, as the autosave machine keeps and drops them. */
export function studioDrafts<T>(memberId: string, section: StudioSection | 'layout', clock: ClockPort): DeviceDrafts<T> {
  return {
    // A draft is this device's own earlier edit of the document: the editor checks it on save.
    read: () => (readDraft(memberId, section)?.raw as T | undefined) ?? null,
    keep: (value) => writeDraft(memberId, section, { raw: value, editedAt: clock.now() }),
    drop: () => clearDraft(memberId, section),
  };
}
