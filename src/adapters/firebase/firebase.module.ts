import { ContainerModule } from 'inversify';
import { AUTH } from '../../ports/auth.port';
import { BILLING } from '../../ports/billing.port';
import { FILE_STORAGE } from '../../ports/file-storage.port';
import { FORM_SUBMISSIONS } from '../../ports/form-submissions.port';
import { OWNER_BOOKING_SETTINGS } from '../../ports/owner-booking-settings.port';
import { OWNER_BOOKINGS } from '../../ports/owner-bookings.port';
import { BOOKING_FEED_KEYS } from '../../ports/booking-feed-keys.port';
import { INQUIRIES } from '../../ports/inquiries.port';
import { LOGGER } from '../../ports/logger.port';
import { MEMBER_ADMIN } from '../../ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../../ports/member-directory.port';
import { MEMBER_RECORDS } from '../../ports/member-records.port';
import { MESSAGES } from '../../ports/messages.port';
import type { PortToken } from '../../ports/port-token';
import { PUSH_MESSAGING } from '../../ports/push-messaging.port';
import { PUSH_TOKENS } from '../../ports/push-tokens.port';
import { SITE_ANALYTICS } from '../../ports/site-analytics.port';
import { SITE_RESULTS } from '../../ports/site-results.port';
import { SITE_CONTENT } from '../../ports/site-content.port';
import { SITE_CUSTOMERS } from '../../ports/site-customers.port';
import { SPEED_STATS } from '../../ports/speed-stats.port';
import { STORAGE_USAGE } from '../../ports/stored-images.port';
import { SUBSCRIPTION_ADMIN } from '../../ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../ports/subscriptions.port';
import { FirebaseAuthAdapter } from './auth.firebase';
import type { FirebaseBillingOptions } from './billing.firebase';
import type { ListenErrorHandler } from './firebase-errors';
import { logListenError } from './firebase-errors';
import type { FirebaseAppServices } from './firebase-services';
import { FirebaseFileStorage } from './file-storage.firebase';
import type { FirestoreAdapters } from './firestore-adapters';
import { FirestoreRestReads, restDocumentsUrl } from './firestore-rest-reads';
import { lazyPort, type CallsWithoutCode, type FirstAnswers, type PortMethods } from './lazy-port';
import { FirebasePushMessaging } from './push-messaging.firebase';
import {
  BILLING_METHODS,
  FORM_SUBMISSIONS_METHODS,
  OWNER_BOOKINGS_METHODS,
  BOOKING_FEED_KEYS_METHODS,
  OWNER_BOOKING_SETTINGS_METHODS,
  INQUIRIES_METHODS,
  MEMBER_ADMIN_METHODS,
  MEMBER_DIRECTORY_METHODS,
  MEMBER_RECORDS_METHODS,
  MESSAGES_METHODS,
  PUSH_TOKENS_METHODS,
  SITE_ANALYTICS_METHODS,
  SITE_RESULTS_METHODS,
  SITE_CONTENT_METHODS,
  SITE_CUSTOMERS_METHODS,
  SPEED_STATS_METHODS,
  STORAGE_USAGE_METHODS,
  SUBSCRIPTION_ADMIN_METHODS,
  SUBSCRIPTIONS_METHODS,
} from './lazy-port-methods';

/** The container's one loader of the Firestore SDK and adapters, shared by every lazy port. */
const FIRESTORE_ADAPTERS: PortToken<() => Promise<FirestoreAdapters>> = Symbol('sitio.FirestoreAdapters');

/**
 * Binds the backend ports to the web SDK. Auth is there at once; the Firestore-backed ports are
 * stand-ins that fetch the Firestore SDK and adapters on first use (lazy-port.ts), so the
 * dashboard's first screen does not wait for them: what it shows first (the member's record,
 * plan subscriptions and unread count) is read once over Firestore's REST API
 * (firestore-rest-reads.ts), and the live watches take over once the SDK is there. The admin
 * ports (directory, member admin, subscription admin, messages.send) are bound too: they work for
 * a user with the admin claim, which the security rules trust. Device ports (clock, logger, share,
 * language) come from the browser module loaded beside this one.
 */
export function firebaseModule(services: FirebaseAppServices, billing: FirebaseBillingOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { auth, app, config, storage, loadFirestore } = services;
    bind(AUTH).toConstantValue(new FirebaseAuthAdapter(auth));
    bind(FILE_STORAGE).toConstantValue(new FirebaseFileStorage(storage));
    bind(PUSH_MESSAGING).toConstantValue(new FirebasePushMessaging(app, config));

    // Failed live reads go to the app's logger when one is bound (spec section 8: logged only).
    bind(FIRESTORE_ADAPTERS)
      .toDynamicValue((context) => {
        const onListenError = listenErrorsTo(context.get(LOGGER, { optional: true }));
        let adapters: Promise<FirestoreAdapters> | null = null;
        return () =>
          (adapters ??= Promise.all([loadFirestore(), import('./firestore-adapters')]).then(
            ([db, module]) => module.firestoreAdapters(db, { app, auth, billing, onListenError }),
            (error: unknown) => {
              // A failed download (offline) is tried again by the next use.
              adapters = null;
              throw error;
            },
          ));
      })
      .inSingletonScope();

    const reads = new FirestoreRestReads(restDocumentsUrl(config), async () => (await auth.currentUser?.getIdToken()) ?? null);
    const lazy = <K extends keyof FirestoreAdapters>(
      token: PortToken<FirestoreAdapters[K]>,
      key: K,
      methods: PortMethods<FirestoreAdapters[K]>,
      firstAnswers?: FirstAnswers<FirestoreAdapters[K]>,
      callsWithoutCode?: CallsWithoutCode<FirestoreAdapters[K]>,
    ) =>
      bind(token)
        .toDynamicValue((context) => {
          const adapters = context.get<() => Promise<FirestoreAdapters>>(FIRESTORE_ADAPTERS);
          return lazyPort(async () => (await adapters())[key], methods, { ...(firstAnswers === undefined ? {} : { firstAnswers }), ...(callsWithoutCode === undefined ? {} : { callsWithoutCode }) });
        })
        .inSingletonScope();
    // Signing in asks whether the member's record exists before anything else: one read over
    // REST, rather than the Firestore SDK's download on the way to the first visit's dashboard.
    lazy(MEMBER_RECORDS, 'memberRecords', MEMBER_RECORDS_METHODS, { watch: (memberId) => reads.memberRecord(memberId) }, { get: (memberId) => reads.memberRecord(memberId) });
    lazy(SUBSCRIPTIONS, 'subscriptions', SUBSCRIPTIONS_METHODS, { watchValidPlanSubscriptions: (memberId) => reads.validPlanSubscriptions(memberId) });
    lazy(MESSAGES, 'messages', MESSAGES_METHODS, { watchUnreadCount: (memberId) => reads.unreadMessageCount(memberId) });
    lazy(PUSH_TOKENS, 'pushTokens', PUSH_TOKENS_METHODS);
    lazy(SITE_ANALYTICS, 'siteAnalytics', SITE_ANALYTICS_METHODS);
    lazy(SITE_RESULTS, 'siteResults', SITE_RESULTS_METHODS);
    lazy(SITE_CONTENT, 'siteContent', SITE_CONTENT_METHODS);
    lazy(MEMBER_DIRECTORY, 'memberDirectory', MEMBER_DIRECTORY_METHODS);
    lazy(INQUIRIES, 'inquiries', INQUIRIES_METHODS);
    lazy(FORM_SUBMISSIONS, 'formSubmissions', FORM_SUBMISSIONS_METHODS);
    lazy(OWNER_BOOKINGS, 'ownerBookings', OWNER_BOOKINGS_METHODS);
    lazy(BOOKING_FEED_KEYS, 'bookingFeedKeys', BOOKING_FEED_KEYS_METHODS);
    lazy(OWNER_BOOKING_SETTINGS, 'ownerBookingSettings', OWNER_BOOKING_SETTINGS_METHODS);
    lazy(SPEED_STATS, 'speedStats', SPEED_STATS_METHODS);
    lazy(STORAGE_USAGE, 'storageUsage', STORAGE_USAGE_METHODS);
    lazy(MEMBER_ADMIN, 'memberAdmin', MEMBER_ADMIN_METHODS);
    lazy(SUBSCRIPTION_ADMIN, 'subscriptionAdmin', SUBSCRIPTION_ADMIN_METHODS);
    lazy(BILLING, 'billing', BILLING_METHODS);
    // The Users Portal's adapter has a chunk of its own: only Elite owners load it.
    bind(SITE_CUSTOMERS)
      .toDynamicValue((context) => {
        const onListenError = listenErrorsTo(context.get(LOGGER, { optional: true }));
        return lazyPort(
          async () => {
            const [db, module] = await Promise.all([loadFirestore(), import('./site-customers.firebase')]);
            return new module.FirestoreSiteCustomers(db, onListenError);
          },
          SITE_CUSTOMERS_METHODS,
        );
      })
      .inSingletonScope();
  });
}

function listenErrorsTo(logger: { error(message: string, cause?: unknown): void } | undefined): ListenErrorHandler {
  if (logger === undefined) return logListenError;
  return (context, error) => logger.error(`${context}: ${error.code}`, error);
}
