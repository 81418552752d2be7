import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { chicagoDateKey, isVisitorKey } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { FormPostVerdict, PostScope } from '../../core/forms/post-limits';
import { decideFormPost, formPostLimitExpiry, siteDayDocumentId, sitePostsPerDay } from '../../core/forms/post-limits';
import type { EpochMs } from '../../core/time/time';
import type { FormPostLimitsPort } from '../../ports/form-post-limits.port';
import { adminGuarded } from './admin-errors';
import { adminMemberSubdocument } from './admin-paths';

function times(value: unknown): EpochMs[] {
  return Array.isArray(value) ? value.filter((t): t is EpochMs => typeof t === 'number') : [];
}

/** vMember/{id}/formLimits through the admin SDK: `a-<visitor key>` {sentAt} and `day-<date>` {count}. */
export class AdminFormPostLimits implements FormPostLimitsPort {
  constructor(private readonly db: Firestore) {}

  admit(memberId: string, visitorKey: string, at: EpochMs, scope: PostScope = 'forms'): Promise<FormPostVerdict> {
    if (!isVisitorKey(visitorKey) || !Number.isFinite(at)) return Promise.reject(new AppError('invalid-input', { detail: 'form post' }));
    return adminGuarded(() =>
      this.db.runTransaction(async (transaction) => {
        const address = adminMemberSubdocument(this.db, memberId, 'formLimits', `a-${visitorKey}`);
        const day = adminMemberSubdocument(this.db, memberId, 'formLimits', siteDayDocumentId(scope, chicagoDateKey(at)));
        const [addressSnap, daySnap] = await transaction.getAll(address, day);
        const count: unknown = daySnap?.data()?.['count'];
        const decision = decideFormPost({ addressTimes: times(addressSnap?.data()?.['sentAt']), siteCountToday: typeof count === 'number' ? count : 0 }, at, sitePostsPerDay(scope));
        if (decision.verdict !== 'accepted') return decision.verdict;
        const expiresAt = Timestamp.fromMillis(formPostLimitExpiry(at));
        transaction.set(address, { sentAt: [...decision.addressTimes], expiresAt });
        transaction.set(day, { count: decision.siteCountToday, expiresAt });
        return 'accepted' as const;
      }),
    );
  }
}
