import type { EpochMs } from '../core/time/time';
import type { Inquiry, InquiryStatus, InquiryStatusFilter, NewInquiry } from '../core/inquiries/inquiry';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

export type { InquiryStatusFilter };

/**
 * inquiries/{id}: requests visitors send from the marketing site. Visitors may only submit;
 * reading and closing is for administrators (admin claim or the server side).
 */
export interface InquiriesPort {
  /**
   * Stores a new, open inquiry with the server's time. Rejects (with 'network' or 'unavailable')
   * rather than keeping it for later when the store cannot be reached, so the visitor can be told.
   */
  submit(inquiry: NewInquiry): Promise<string>;
  /** Live, newest first; at most `limit` of them. */
  watchInquiries(status: InquiryStatusFilter, limit: number, listener: (inquiries: readonly Inquiry[]) => void): Unsubscribe;
  /** Newest first. */
  list(status: InquiryStatusFilter): Promise<readonly Inquiry[]>;
  get(id: string): Promise<Inquiry | null>;
  /** 'handled' keeps when; 'open' clears it. Rejects with 'not-found' for an unknown id. */
  setStatus(id: string, status: InquiryStatus, at: EpochMs): Promise<void>;
}

export const INQUIRIES: PortToken<InquiriesPort> = portToken<InquiriesPort>('InquiriesPort');
