import { AppError } from '../../core/errors/error-codes';
import type { MemberRecord } from '../../core/member/member-record';
import { projectionAfter, touchesProjection } from '../../core/site/public-projection';
import type { DocumentData, MemoryDatabase } from './memory-database';
import { memberPath } from './member-paths.memory';

export const PUBLIC_SITES_COLLECTION = 'publicSites';

/**
 * Updates vMember/{id} and, when a public field changes, rewrites publicSites/{username} as the
 * core's projection in the same batch, as the Firebase adapters do. `also` adds writes to the
 * same batch (a section document).
 */
export function updateMemberWithProjection(db: MemoryDatabase, memberId: string, fields: DocumentData, also: () => void = () => undefined): void {
  db.runBatch(() => {
    const current = db.getDocument(memberPath(memberId)) as MemberRecord | null;
    if (current === null) throw new AppError('not-found', { detail: `vMember/${memberId}` });
    also();
    db.updateDocument(memberPath(memberId), fields);
    if (touchesProjection(Object.keys(fields))) {
      db.setDocument([PUBLIC_SITES_COLLECTION, current.username], { ...projectionAfter(current, fields) });
    }
  });
}
