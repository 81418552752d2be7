import { inject, injectable } from 'inversify';
import { submissionAlert } from '../../core/forms/submission-alert';
import { FORM_SUBMISSIONS, type FormSubmissionsPort } from '../../ports/form-submissions.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { TRIGGER_LEDGER, type TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import { NotifyMemberUseCase, type NotifyOutcome } from '../notifications/notify-member.use-case';

export type SubmissionAlertOutcome = { readonly kind: 'alerted'; readonly outcome: NotifyOutcome } | { readonly kind: 'already-handled' } | { readonly kind: 'missing' };

/**
 * The server's reaction to what a visitor sent from a member's site (the `formAlerts` Firestore
 * trigger, and the local trigger runner): the member gets it as a notification, in their
 * language, and as a web push on the devices that turned push on, once however often the event
 * is delivered.
 */
@injectable()
export class AlertMemberOfSubmissionUseCase {
  constructor(
    @inject(FORM_SUBMISSIONS) private readonly submissions: FormSubmissionsPort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(TRIGGER_LEDGER) private readonly ledger: TriggerLedgerPort,
    @inject(NotifyMemberUseCase) private readonly notify: NotifyMemberUseCase,
  ) {}

  async execute(memberId: string, submissionId: string): Promise<SubmissionAlertOutcome> {
    const key = `formAlerts:${memberId}:${submissionId}`;
    if (!(await this.ledger.claim(key))) return { kind: 'already-handled' };
    try {
      const submission = await this.submissions.get(memberId, submissionId);
      if (submission === null) return { kind: 'missing' };
      const member = await this.records.get(memberId);
      const outcome = await this.notify.execute(memberId, submissionAlert(submission, member?.siteLanguage === 'ES' ? 'ES' : 'EN'));
      return { kind: 'alerted', outcome };
    } catch (error) {
      // Nobody was told: give the claim back so the next delivery tries again.
      await this.ledger.release(key);
      throw error;
    }
  }
}
