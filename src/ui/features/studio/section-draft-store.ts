import type { StudioSection } from '../../../core/plans/plan-gates';
import type { Clock } from '../../../core/time/time';
import { localDrafts } from '../../services/device-drafts';
import type { DeviceDrafts } from '../../services/use-autosave';

/**
 * Unsaved studio edits, kept in this browser per member and section until the backend
 * acknowledges them: a closed tab, a lost connection or a rejected save never loses typing.
 */
const PREFIX = 'sitio.studioDraft.';

/** The drafts of one studio document, as the autosave machine keeps and drops them. */
export function studioDrafts<T>(memberId: string, section: StudioSection | 'layout', clock: Clock): DeviceDrafts<T> {
  // A draft is this device's own earlier edit of the document: the editor checks it on save.
  return localDrafts<T>(`${PREFIX}${memberId}.${section}`, clock, (raw) => (raw as T | undefined) ?? null);
}
