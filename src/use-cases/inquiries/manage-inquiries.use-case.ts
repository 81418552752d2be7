import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import type { Inquiry, InquiryStatus } from '../../core/inquiries/inquiry';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { INQUIRIES, type InquiriesPort, type InquiryStatusFilter } from '../../ports/inquiries.port';
import type { Unsubscribe } from '../../ports/port-token';

/** Administrators read inquiries and mark them handled (admin page and admin CLI). */
@injectable()
export class ListInquiriesUseCase {
  constructor(@inject(INQUIRIES) private readonly inquiries: InquiriesPort) {}

  execute(status: InquiryStatusFilter): Promise<readonly Inquiry[]> {
    return this.inquiries.list(status);
  }
}

/** The admin page's inbox: the newest `limit` inquiries, live. */
@injectable()
export class WatchInquiriesUseCase {
  constructor(@inject(INQUIRIES) private readonly inquiries: InquiriesPort) {}

  execute(status: InquiryStatusFilter, limit: number, listener: (inquiries: readonly Inquiry[]) => void): Unsubscribe {
    return this.inquiries.watchInquiries(status, limit, listener);
  }
}

@injectable()
export class ShowInquiryUseCase {
  constructor(@inject(INQUIRIES) private readonly inquiries: InquiriesPort) {}

  /** Rejects with 'not-found' for an unknown id. */
  async execute(id: string): Promise<Inquiry> {
    const inquiry = await this.inquiries.get(id);
    if (inquiry === null) throw new AppError('not-found', { detail: `inquiry ${id}` });
    return inquiry;
  }
}

@injectable()
export class SetInquiryStatusUseCase {
  constructor(
    @inject(INQUIRIES) private readonly inquiries: InquiriesPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  /** Whether anything changed: closing a handled inquiry again keeps its first handled time. */
  async execute(id: string, status: InquiryStatus): Promise<{ changed: boolean }> {
    const current = await this.inquiries.get(id);
    if (current === null) throw new AppError('not-found', { detail: `inquiry ${id}` });
    if (current.status === status) return { changed: false };
    await this.inquiries.setStatus(id, status, this.clock.now());
    return { changed: true };
  }
}
