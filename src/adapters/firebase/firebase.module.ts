import { ContainerModule } from 'inversify';
import { AUTH } from '../../ports/auth.port';
import { BILLING } from '../../ports/billing.port';
import { FILE_STORAGE } from '../../ports/file-storage.port';
import { LOGGER } from '../../ports/logger.port';
import { MEMBER_ADMIN } from '../../ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../../ports/member-directory.port';
import { MEMBER_RECORDS } from '../../ports/member-records.port';
import { MESSAGES } from '../../ports/messages.port';
import { PUSH_MESSAGING } from '../../ports/push-messaging.port';
import { PUSH_TOKENS } from '../../ports/push-tokens.port';
import { SITE_ANALYTICS } from '../../ports/site-analytics.port';
import { SITE_CONTENT } from '../../ports/site-content.port';
import { FirestoreSiteContent } from './site-content.firebase';
import { SUBSCRIPTION_ADMIN } from '../../ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../ports/subscriptions.port';
import { FirebaseAuthAdapter } from './auth.firebase';
import { FirebaseBilling } from './billing.firebase';
import type { FirebaseBillingOptions } from './billing.firebase';
import type { ListenErrorHandler } from './firebase-errors';
import { logListenError } from './firebase-errors';
import type { FirebaseServices } from './firebase-services';
import { FirebaseFileStorage } from './file-storage.firebase';
import { FirestoreMemberAdmin } from './member-admin.firebase';
import { FirestoreMemberDirectory } from './member-directory.firebase';
import { FirestoreMemberRecords } from './member-records.firebase';
import { FirestoreMessages } from './messages.firebase';
import { FirebasePushMessaging } from './push-messaging.firebase';
import { FirestorePushTokens } from './push-tokens.firebase';
import { FirestoreSiteAnalytics } from './site-analytics.firebase';
import { FirestoreSubscriptionAdmin } from './subscription-admin.firebase';
import { FirestoreSubscriptions } from './subscriptions.firebase';
import { FORM_SUBMISSIONS } from '../../ports/form-submissions.port';
import { INQUIRIES } from '../../ports/inquiries.port';
import { FirestoreFormSubmissions } from './form-submissions.firebase';
import { FirestoreInquiries } from './inquiries.firebase';
import { SPEED_STATS } from '../../ports/speed-stats.port';
import { FirestoreSpeedStats } from './speed-stats.firebase';
import { STORAGE_USAGE } from '../../ports/stored-images.port';
import { FirestoreStorageUsage } from './storage-usage.firebase';
import { SITE_CUSTOMERS } from '../../ports/site-customers.port';
import { LazySiteCustomers } from './site-customers.lazy';

/**
 * Binds the backend ports to the web SDK. The admin ports (directory, member admin, subscription
 * admin, messages.send) are bound too: they work for a user with the admin claim, which the
 * security rules trust. Device ports (clock, logger, share, language) come from the
 * browser module loaded beside this one.
 */
export function firebaseModule(services: FirebaseServices, billing: FirebaseBillingOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { auth, firestore, storage, app, config } = services;
    bind(AUTH).toConstantValue(new FirebaseAuthAdapter(auth));
    bind(FILE_STORAGE).toConstantValue(new FirebaseFileStorage(storage));
    bind(PUSH_TOKENS).toConstantValue(new FirestorePushTokens(firestore));
    bind(SITE_ANALYTICS).toConstantValue(new FirestoreSiteAnalytics(firestore));
    bind(SITE_CONTENT).toConstantValue(new FirestoreSiteContent(firestore));
    bind(MEMBER_DIRECTORY).toConstantValue(new FirestoreMemberDirectory(firestore));
    bind(INQUIRIES).toConstantValue(new FirestoreInquiries(firestore));
    bind(FORM_SUBMISSIONS).toConstantValue(new FirestoreFormSubmissions(firestore));
    bind(SPEED_STATS).toConstantValue(new FirestoreSpeedStats(firestore));
    bind(STORAGE_USAGE).toConstantValue(new FirestoreStorageUsage(firestore));
    bind(MEMBER_ADMIN).toConstantValue(new FirestoreMemberAdmin(firestore));
    bind(SUBSCRIPTION_ADMIN).toConstantValue(new FirestoreSubscriptionAdmin(firestore));
    bind(PUSH_MESSAGING).toConstantValue(new FirebasePushMessaging(app, config));
    bind(BILLING).toConstantValue(new FirebaseBilling(app, firestore, auth, billing));
    // Failed live reads go to the app's logger when one is bound (spec section 8: logged only).
    bind(MEMBER_RECORDS)
      .toDynamicValue((context) => new FirestoreMemberRecords(firestore, listenErrorsTo(context.get(LOGGER, { optional: true }))))
      .inSingletonScope();
    bind(SUBSCRIPTIONS)
      .toDynamicValue((context) => new FirestoreSubscriptions(firestore, listenErrorsTo(context.get(LOGGER, { optional: true }))))
      .inSingletonScope();
    bind(MESSAGES)
      .toDynamicValue((context) => new FirestoreMessages(firestore, listenErrorsTo(context.get(LOGGER, { optional: true }))))
      .inSingletonScope();
    bind(SITE_CUSTOMERS)
      .toDynamicValue((context) => {
        const onListenError = listenErrorsTo(context.get(LOGGER, { optional: true }));
        return new LazySiteCustomers(async () => new (await import('./site-customers.firebase')).FirestoreSiteCustomers(firestore, onListenError));
      })
      .inSingletonScope();
  });
}

function listenErrorsTo(logger: { error(message: string, cause?: unknown): void } | undefined): ListenErrorHandler {
  if (logger === undefined) return logListenError;
  return (context, error) => logger.error(`${context}: ${error.code}`, error);
}
