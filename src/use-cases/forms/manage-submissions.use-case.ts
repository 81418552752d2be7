import { inject, injectable } from 'inversify';
import type { FormSubmission, SubmissionState } from '../../core/forms/form-submission';
import { FORM_SUBMISSIONS, type FormSubmissionsPort } from '../../ports/form-submissions.port';
import type { Unsubscribe } from '../../ports/port-token';

/** What visitors sent from the member's site, live: the inbox and the Forms link's badge. */
@injectable()
export class WatchSubmissionsUseCase {
  constructor(@inject(FORM_SUBMISSIONS) private readonly submissions: FormSubmissionsPort) {}

  /** Newest first. */
  all(memberId: string, listener: (submissions: readonly FormSubmission[]) => void): Unsubscribe {
    return this.submissions.watchAll(memberId, listener);
  }

  unreadCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return this.submissions.watchUnreadCount(memberId, listener);
  }

  /** Whether there is any: a member below Professional keeps a read-only inbox then. */
  hasAny(memberId: string, listener: (hasAny: boolean) => void): Unsubscribe {
    return this.submissions.watchHasAny(memberId, listener);
  }
}

/** Read or unread, archived or not: the member's own state of one submission. */
@injectable()
export class SetSubmissionStateUseCase {
  constructor(@inject(FORM_SUBMISSIONS) private readonly submissions: FormSubmissionsPort) {}

  execute(memberId: string, submissionId: string, state: Partial<SubmissionState>): Promise<void> {
    return this.submissions.setState(memberId, submissionId, state);
  }
}

@injectable()
export class DeleteSubmissionUseCase {
  constructor(@inject(FORM_SUBMISSIONS) private readonly submissions: FormSubmissionsPort) {}

  execute(memberId: string, submissionId: string): Promise<void> {
    return this.submissions.remove(memberId, submissionId);
  }
}
