import { inject, injectable } from 'inversify';
import { INQUIRIES, type InquiriesPort } from '../../ports/inquiries.port';
import { TRIGGER_LEDGER, type TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import { AlertAdminsOfInquiryUseCase, type AdminAlertOutcome } from './alert-admins-of-inquiry.use-case';

export type NewInquiryOutcome = { readonly kind: 'alerted'; readonly outcome: AdminAlertOutcome } | { readonly kind: 'already-handled' } | { readonly kind: 'missing' };

/**
 * The server's reaction to a stored inquiry (the `inquiryAlerts` Firestore trigger, and the local
 * trigger runner): alert the administrators once, however often the event is delivered.
 */
@injectable()
export class HandleNewInquiryUseCase {
  constructor(
    @inject(INQUIRIES) private readonly inquiries: InquiriesPort,
    @inject(TRIGGER_LEDGER) private readonly ledger: TriggerLedgerPort,
    @inject(AlertAdminsOfInquiryUseCase) private readonly alertAdmins: AlertAdminsOfInquiryUseCase,
  ) {}

  async execute(inquiryId: string): Promise<NewInquiryOutcome> {
    const key = `inquiryAlerts:${inquiryId}`;
    if (!(await this.ledger.claim(key))) return { kind: 'already-handled' };
    try {
      const inquiry = await this.inquiries.get(inquiryId);
      if (inquiry === null) return { kind: 'missing' };
      return { kind: 'alerted', outcome: await this.alertAdmins.execute(inquiry) };
    } catch (error) {
      // Nobody was told: give the claim back so the next delivery tries again.
      await this.ledger.release(key);
      throw error;
    }
  }
}
