import { AppError } from '../../core/errors/error-codes';
import type { Inquiry, InquiryStatus, NewInquiry } from '../../core/inquiries/inquiry';
import { inquiriesWithStatus } from '../../core/inquiries/inquiry';
import type { EpochMs } from '../../core/time/time';
import type { InquiriesPort, InquiryStatusFilter } from '../../ports/inquiries.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { DocumentData, MemoryDatabase, StoredDocument } from './memory-database';

const INQUIRIES = ['inquiries'] as const;

/** The store keeps what was written, so a stored inquiry reads back as the domain value. */
function toInquiry(id: string, data: DocumentData): Inquiry {
  return { ...(data as unknown as Omit<Inquiry, 'id'>), id };
}

/**
 * Newest first. The fake clock can give two inquiries the same millisecond, so documents are
 * taken newest write first and sorted stably on createdAt, as the Firestore order would show them.
 */
function select(documents: StoredDocument[], status: InquiryStatusFilter): Inquiry[] {
  const newestWriteFirst = documents.map((doc) => toInquiry(doc.id, doc.data)).reverse();
  return inquiriesWithStatus(newestWriteFirst, status).sort((a, b) => b.createdAt - a.createdAt);
}

export class MemoryInquiries implements InquiriesPort {
  constructor(private readonly db: MemoryDatabase) {}

  async submit(inquiry: NewInquiry): Promise<string> {
    // Like the Firestore adapter, a submission is never queued: offline, the write throws at once.
    const id = this.db.newId();
    const stored: Omit<Inquiry, 'id'> = { ...inquiry, status: 'open', createdAt: this.db.serverTime(), handledAt: null };
    this.db.setDocument([...INQUIRIES, id], stored as unknown as DocumentData);
    return id;
  }

  watchInquiries(status: InquiryStatusFilter, limit: number, listener: (inquiries: readonly Inquiry[]) => void): Unsubscribe {
    return this.db.watchCollection([...INQUIRIES], () => select(this.db.listDocumentsInWriteOrder([...INQUIRIES]), status).slice(0, limit), listener);
  }

  async list(status: InquiryStatusFilter): Promise<readonly Inquiry[]> {
    this.db.checkReachable();
    return select(this.db.listDocumentsInWriteOrder([...INQUIRIES]), status);
  }

  async get(id: string): Promise<Inquiry | null> {
    this.db.checkReachable();
    const data = this.db.getDocument([...INQUIRIES, id]);
    return data === null ? null : toInquiry(id, data);
  }

  async setStatus(id: string, status: InquiryStatus, at: EpochMs): Promise<void> {
    this.db.writeDocument([...INQUIRIES, id], (current) => {
      if (current === null) throw new AppError('not-found', { detail: `inquiry ${id}` });
      return { ...current, status, handledAt: status === 'handled' ? at : null };
    });
  }
}
