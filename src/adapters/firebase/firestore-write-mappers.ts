import type { DocumentData } from 'firebase/firestore';
import { Timestamp } from 'firebase/firestore';
import type { MemberRecord } from '../../core/member/member-record';
import type { Subscription } from '../../core/plans/subscription';
import type { EpochMs } from '../../core/time/time';
import { definedFields } from './firestore-mappers';

/*
 * Domain values as documents to write. Apart from the readers (firestore-mappers.ts) because these
 * need the SDK's Timestamp, which the first screen's light reads must not load.
 */

export function timestampFromEpoch(value: EpochMs): Timestamp {
  return Timestamp.fromMillis(value);
}

/** The fields written at sign-up; createdAt is added by the caller as the server's time. */
export function memberToDocument(record: Omit<MemberRecord, 'createdAt'>): DocumentData {
  return { ...definedFields(record), activeUntil: timestampFromEpoch(record.activeUntil) };
}

/** The subscription as the payment extension writes it; period ends are Timestamps. */
export function subscriptionToDocument(sub: Omit<Subscription, 'id'>): DocumentData {
  return {
    status: sub.status,
    productType: sub.productType,
    productName: sub.productName,
    items: [{ price: { id: sub.priceId, product: { name: sub.itemProductName } } }],
    current_period_end: sub.currentPeriodEnd === null ? null : timestampFromEpoch(sub.currentPeriodEnd),
    cancel_at_period_end: sub.cancelAtPeriodEnd,
  };
}
