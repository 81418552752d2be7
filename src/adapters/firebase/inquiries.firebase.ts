import type { Firestore } from 'firebase/firestore';
import { collection, doc, getDoc, getDocs, limit as limitTo, onSnapshot, orderBy, query, runTransaction, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { Inquiry, InquiryStatus, NewInquiry } from '../../core/inquiries/inquiry';
import type { EpochMs } from '../../core/time/time';
import type { InquiriesPort, InquiryStatusFilter } from '../../ports/inquiries.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { timestampFromEpoch } from './firestore-write-mappers';
import { isSafeDocumentId } from './firestore-paths';
import { INQUIRIES_COLLECTION, inquiryFields, inquiryFromDocument } from './inquiry-mappers';

/**
 * inquiries/{id} from the browser: visitors submit (the rules bound what an anonymous create
 * may hold); the admin page, signed in with the admin claim, reads and closes.
 */
export class FirestoreInquiries implements InquiriesPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  private inquiries() {
    return collection(this.db, INQUIRIES_COLLECTION);
  }

  private inquiry(id: string) {
    if (!isSafeDocumentId(id)) throw new AppError('invalid-input', { detail: 'unusable inquiry id' });
    return doc(this.inquiries(), id);
  }

  submit(inquiry: NewInquiry): Promise<string> {
    return guarded(async () => {
      const ref = doc(this.inquiries());
      // A transaction, not a plain write: a plain write made offline is kept and sent later
      // while the visitor is told nothing; a transaction fails, so the page can say so and the
      // visitor keeps what they typed (and never sends it twice).
      await runTransaction(this.db, async (transaction) => {
        transaction.set(ref, { ...inquiryFields(inquiry), status: 'open', createdAt: serverTimestamp() });
      });
      return ref.id;
    });
  }

  watchInquiries(status: InquiryStatusFilter, limit: number, listener: (inquiries: readonly Inquiry[]) => void): Unsubscribe {
    const constraints = status === 'all' ? [orderBy('createdAt', 'desc'), limitTo(limit)] : [where('status', '==', status), orderBy('createdAt', 'desc'), limitTo(limit)];
    return onSnapshot(
      query(this.inquiries(), ...constraints),
      (snapshot) => listener(snapshot.docs.map((item) => inquiryFromDocument(item.id, item.data({ serverTimestamps: 'estimate' })))),
      (error) => this.onListenError('watch inquiries', toAppError(error)),
    );
  }

  list(status: InquiryStatusFilter): Promise<readonly Inquiry[]> {
    return guarded(async () => {
      const constraints = status === 'all' ? [orderBy('createdAt', 'desc')] : [where('status', '==', status), orderBy('createdAt', 'desc')];
      const snapshot = await getDocs(query(this.inquiries(), ...constraints));
      return snapshot.docs.map((item) => inquiryFromDocument(item.id, item.data()));
    });
  }

  get(id: string): Promise<Inquiry | null> {
    return guarded(async () => {
      const snapshot = await getDoc(this.inquiry(id));
      return snapshot.exists() ? inquiryFromDocument(snapshot.id, snapshot.data()) : null;
    });
  }

  setStatus(id: string, status: InquiryStatus, at: EpochMs): Promise<void> {
    return guarded(() => updateDoc(this.inquiry(id), { status, handledAt: status === 'handled' ? timestampFromEpoch(at) : null }));
  }
}
