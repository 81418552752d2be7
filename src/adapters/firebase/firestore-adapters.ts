import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { BillingPort } from '../../ports/billing.port';
import type { FormSubmissionsPort } from '../../ports/form-submissions.port';
import type { OwnerBookingSettingsPort } from '../../ports/owner-booking-settings.port';
import type { OwnerBookingsPort } from '../../ports/owner-bookings.port';
import type { BookingFeedKeysPort } from '../../ports/booking-feed-keys.port';
import type { InquiriesPort } from '../../ports/inquiries.port';
import type { MemberAdminPort } from '../../ports/member-admin.port';
import type { MemberDirectoryPort } from '../../ports/member-directory.port';
import type { MemberRecordsPort } from '../../ports/member-records.port';
import type { MessagesPort } from '../../ports/messages.port';
import type { PushTokensPort } from '../../ports/push-tokens.port';
import type { SiteAnalyticsPort } from '../../ports/site-analytics.port';
import type { SiteResultsPort } from '../../ports/site-results.port';
import type { SiteContentPort } from '../../ports/site-content.port';
import type { SpeedStatsPort } from '../../ports/speed-stats.port';
import type { StorageUsagePort } from '../../ports/stored-images.port';
import type { SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';
import { FirebaseBilling, type FirebaseBillingOptions } from './billing.firebase';
import type { ListenErrorHandler } from './firebase-errors';
import { FirestoreFormSubmissions } from './form-submissions.firebase';
import { FirestoreOwnerBookings } from './owner-bookings.firebase';
import { FirestoreBookingFeedKeys } from './booking-feed-keys.firebase';
import { FirestoreOwnerBookingSettings } from './owner-booking-settings.firebase';
import { FirestoreInquiries } from './inquiries.firebase';
import { FirestoreMemberAdmin } from './member-admin.firebase';
import { FirestoreMemberDirectory } from './member-directory.firebase';
import { FirestoreMemberRecords } from './member-records.firebase';
import { FirestoreMessages } from './messages.firebase';
import { FirestorePushTokens } from './push-tokens.firebase';
import { FirestoreSiteAnalytics } from './site-analytics.firebase';
import { FirestoreSiteResults } from './site-results.firebase';
import { FirestoreSiteContent } from './site-content.firebase';
import { FirestoreSpeedStats } from './speed-stats.firebase';
import { FirestoreStorageUsage } from './storage-usage.firebase';
import { FirestoreSubscriptionAdmin } from './subscription-admin.firebase';
import { FirestoreSubscriptions } from './subscriptions.firebase';

/** The ports the web SDK's Firestore backs, as firebase.module.ts binds them once loaded. */
export interface FirestoreAdapters {
  readonly memberRecords: MemberRecordsPort;
  readonly subscriptions: SubscriptionsPort;
  readonly messages: MessagesPort;
  readonly pushTokens: PushTokensPort;
  readonly siteAnalytics: SiteAnalyticsPort;
  readonly siteResults: SiteResultsPort;
  readonly siteContent: SiteContentPort;
  readonly memberDirectory: MemberDirectoryPort;
  readonly inquiries: InquiriesPort;
  readonly formSubmissions: FormSubmissionsPort;
  readonly ownerBookings: OwnerBookingsPort;
  readonly bookingFeedKeys: BookingFeedKeysPort;
  readonly ownerBookingSettings: OwnerBookingSettingsPort;
  readonly speedStats: SpeedStatsPort;
  readonly storageUsage: StorageUsagePort;
  readonly memberAdmin: MemberAdminPort;
  readonly subscriptionAdmin: SubscriptionAdminPort;
  readonly billing: BillingPort;
}

export interface FirestoreAdapterOptions {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  readonly billing: FirebaseBillingOptions;
  /** Where the session's live reads (record, subscriptions, messages) report failures. */
  readonly onListenError: ListenErrorHandler;
}

/**
 * The Firestore adapters, in a module of their own: firebase.module.ts imports it on first use,
 * with the SDK, after the dashboard's first screen is drawn.
 */
export function firestoreAdapters(db: Firestore, { app, auth, billing, onListenError }: FirestoreAdapterOptions): FirestoreAdapters {
  return {
    memberRecords: new FirestoreMemberRecords(db, onListenError),
    subscriptions: new FirestoreSubscriptions(db, onListenError),
    messages: new FirestoreMessages(db, onListenError),
    pushTokens: new FirestorePushTokens(db),
    siteAnalytics: new FirestoreSiteAnalytics(db),
    siteResults: new FirestoreSiteResults(db),
    siteContent: new FirestoreSiteContent(db),
    memberDirectory: new FirestoreMemberDirectory(db),
    inquiries: new FirestoreInquiries(db),
    formSubmissions: new FirestoreFormSubmissions(db),
    ownerBookings: new FirestoreOwnerBookings(db),
    bookingFeedKeys: new FirestoreBookingFeedKeys(db),
    ownerBookingSettings: new FirestoreOwnerBookingSettings(db),
    speedStats: new FirestoreSpeedStats(db),
    storageUsage: new FirestoreStorageUsage(db),
    memberAdmin: new FirestoreMemberAdmin(db),
    subscriptionAdmin: new FirestoreSubscriptionAdmin(db),
    billing: new FirebaseBilling(app, db, auth, billing),
  };
}
