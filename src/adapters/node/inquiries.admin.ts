import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { Inquiry, InquiryStatus, NewInquiry } from '../../core/inquiries/inquiry';
import type { EpochMs } from '../../core/time/time';
import type { InquiriesPort, InquiryStatusFilter } from '../../ports/inquiries.port';
import type { Unsubscribe } from '../../ports/port-token';
import { isSafeDocumentId } from '../firebase/firestore-collections';
import { INQUIRIES_COLLECTION, inquiryFields, inquiryFromDocument } from '../firebase/inquiry-mappers';
import type { AdminListenErrorHandler } from './admin-listen';
import { watchAdminQuery } from './admin-listen';
import { adminGuarded } from './admin-errors';

/** inquiries/{id} through the admin SDK: the CLI lists, shows and closes them. */
export class AdminInquiries implements InquiriesPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError?: AdminListenErrorHandler,
  ) {}

  private inquiries() {
    return this.db.collection(INQUIRIES_COLLECTION);
  }

  private inquiry(id: string) {
    // The admin SDK bypasses the rules: 'a/b' must never reach a path.
    if (!isSafeDocumentId(id)) throw new AppError('invalid-input', { detail: 'unusable inquiry id' });
    return this.inquiries().doc(id);
  }

  submit(inquiry: NewInquiry): Promise<string> {
    return adminGuarded(async () => {
      const created = await this.inquiries().add({ ...inquiryFields(inquiry), status: 'open', createdAt: FieldValue.serverTimestamp() });
      return created.id;
    });
  }

  watchInquiries(status: InquiryStatusFilter, limit: number, listener: (inquiries: readonly Inquiry[]) => void): Unsubscribe {
    const base = status === 'all' ? this.inquiries() : this.inquiries().where('status', '==', status);
    return watchAdminQuery(
      base.orderBy('createdAt', 'desc').limit(limit),
      'watch inquiries',
      (snapshot) => listener(snapshot.docs.map((item) => inquiryFromDocument(item.id, item.data()))),
      this.onListenError,
    );
  }

  list(status: InquiryStatusFilter): Promise<readonly Inquiry[]> {
    return adminGuarded(async () => {
      const base = status === 'all' ? this.inquiries() : this.inquiries().where('status', '==', status);
      const snapshot = await base.orderBy('createdAt', 'desc').get();
      return snapshot.docs.map((item) => inquiryFromDocument(item.id, item.data()));
    });
  }

  get(id: string): Promise<Inquiry | null> {
    return adminGuarded(async () => {
      const snapshot = await this.inquiry(id).get();
      const data = snapshot.data();
      return data === undefined ? null : inquiryFromDocument(snapshot.id, data);
    });
  }

  setStatus(id: string, status: InquiryStatus, at: EpochMs): Promise<void> {
    return adminGuarded(async () => {
      await this.inquiry(id).update({ status, handledAt: status === 'handled' ? Timestamp.fromMillis(at) : null });
    });
  }
}
