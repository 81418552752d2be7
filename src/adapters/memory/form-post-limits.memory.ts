import { chicagoDateKey, isVisitorKey } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { FormPostVerdict, PostScope } from '../../core/forms/post-limits';
import { decideFormPost, formPostLimitExpiry, siteDayDocumentId, sitePostsPerDay } from '../../core/forms/post-limits';
import { isValidMemberId } from '../../core/member/member-id';
import type { EpochMs } from '../../core/time/time';
import type { FormPostLimitsPort } from '../../ports/form-post-limits.port';
import type { MemoryDatabase } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

function times(value: unknown): EpochMs[] {
  return Array.isArray(value) ? value.filter((t): t is EpochMs => typeof t === 'number') : [];
}

export class MemoryFormPostLimits implements FormPostLimitsPort {
  constructor(private readonly db: MemoryDatabase) {}

  async admit(memberId: string, visitorKey: string, at: EpochMs, scope: PostScope = 'forms'): Promise<FormPostVerdict> {
    if (!isVisitorKey(visitorKey) || !Number.isFinite(at)) throw new AppError('invalid-input', { detail: 'form post' });
    // As the Firestore adapter's paths check it: the double refuses what the server refuses.
    if (!isValidMemberId(memberId)) throw new AppError('invalid-input', { detail: 'unusable member id' });
    this.db.checkReachable();
    const limits = memberSubcollection(memberId, 'formLimits');
    const address = [...limits, `a-${visitorKey}`];
    const day = [...limits, siteDayDocumentId(scope, chicagoDateKey(at))];
    const count = this.db.getDocument(day)?.['count'];
    const decision = decideFormPost({ addressTimes: times(this.db.getDocument(address)?.['sentAt']), siteCountToday: typeof count === 'number' ? count : 0 }, at, sitePostsPerDay(scope));
    if (decision.verdict !== 'accepted') return decision.verdict;
    // Reads and writes in one synchronous step, as one transaction.
    this.db.runBatch(() => {
      this.db.writeDocument(address, () => ({ sentAt: [...decision.addressTimes], expiresAt: formPostLimitExpiry(at) }));
      this.db.writeDocument(day, () => ({ count: decision.siteCountToday, expiresAt: formPostLimitExpiry(at) }));
    });
    return 'accepted';
  }
}
