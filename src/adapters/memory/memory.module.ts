import { ContainerModule } from 'inversify';
import type { SiteLanguage } from '../../core/member/member-record';
import { AUTH } from '../../ports/auth.port';
import { BILLING } from '../../ports/billing.port';
import { CLOCK } from '../../ports/clock.port';
import { FILE_STORAGE } from '../../ports/file-storage.port';
import { LANGUAGE_PREFERENCE } from '../../ports/language-preference.port';
import { LOGGER } from '../../ports/logger.port';
import { MEMBER_ADMIN } from '../../ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../../ports/member-directory.port';
import { MEMBER_RECORDS } from '../../ports/member-records.port';
import { MESSAGES } from '../../ports/messages.port';
import { PUSH_MESSAGING } from '../../ports/push-messaging.port';
import { PUSH_TOKEN_RECORD } from '../../ports/push-token-record.port';
import { PUSH_TOKENS } from '../../ports/push-tokens.port';
import { SHARE } from '../../ports/share.port';
import { SITE_ANALYTICS } from '../../ports/site-analytics.port';
import { SITE_RESULTS } from '../../ports/site-results.port';
import { SITE_CONTENT } from '../../ports/site-content.port';
import { MemorySiteContent } from './site-content.memory';
import { SUBSCRIPTION_ADMIN } from '../../ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../ports/subscriptions.port';
import { MemoryAuth } from './auth.memory';
import { MemoryBilling } from './billing.memory';
import type { MemoryBillingOptions } from './billing.memory';
import { MemoryFileStorage } from './file-storage.memory';
import { MemoryLanguagePreference } from './language-preference.memory';
import { RecordingLogger } from './logger.memory';
import { MemoryMemberAdmin } from './member-admin.memory';
import { MemoryMemberDirectory } from './member-directory.memory';
import { MemoryMemberRecords } from './member-records.memory';
import type { MemoryDatabase } from './memory-database';
import { MemoryMessages } from './messages.memory';
import { FakePushDevice } from './push-messaging.memory';
import type { FakePushDeviceOptions } from './push-messaging.memory';
import { MemoryPushTokenRecord } from './push-token-record.memory';
import { MemoryPushTokens } from './push-tokens.memory';
import { FakeShare } from './share.memory';
import type { FakeShareOptions } from './share.memory';
import { MemorySiteAnalytics } from './site-analytics.memory';
import { MemorySiteResults } from './site-results.memory';
import { MemorySubscriptionAdmin } from './subscription-admin.memory';
import { MemorySubscriptions } from './subscriptions.memory';
import { PUBLIC_SITES } from '../../ports/public-sites.port';
import { STORAGE_USAGE, STORED_IMAGES } from '../../ports/stored-images.port';
import { FORM_SUBMISSIONS } from '../../ports/form-submissions.port';
import { FORM_POST_LIMITS_PORT } from '../../ports/form-post-limits.port';
import { BOOKINGS_PORT } from '../../ports/bookings.port';
import { OWNER_BOOKINGS } from '../../ports/owner-bookings.port';
import { BOOKING_FEED_KEYS } from '../../ports/booking-feed-keys.port';
import { MemoryBookingFeedKeys } from './booking-feed-keys.memory';
import { OWNER_BOOKING_SETTINGS } from '../../ports/owner-booking-settings.port';
import { MemoryOwnerBookingSettings } from './owner-booking-settings.memory';
import { MemoryOwnerBookings } from './owner-bookings.memory';
import { MemoryBookings } from './bookings.memory';
import { MemoryFormPostLimits } from './form-post-limits.memory';
import { MemoryFormSubmissions } from './form-submissions.memory';
import { MemoryStorageUsage, MemoryStoredImages } from './stored-images.memory';
import { DASHBOARD_SNAPSHOT } from '../../ports/dashboard-snapshot.port';
import { MemoryDashboardSnapshot } from './dashboard-snapshot.memory';
import { MemoryPublicSites } from './public-sites.memory';
import { INQUIRIES } from '../../ports/inquiries.port';
import { PUSH_SENDER } from '../../ports/push-sender.port';
import { MemoryInquiries } from './inquiries.memory';
import { RecordingPushSender } from './push-sender.memory';
import { TRIGGER_LEDGER } from '../../ports/trigger-ledger.port';
import { WEEKLY_NOTE_MEMBERS } from '../../ports/weekly-note-members.port';
import { MemoryWeeklyNoteMembers } from './weekly-note-members.memory';
import { MemoryTriggerLedger } from './trigger-ledger.memory';
import { SPEED_STATS } from '../../ports/speed-stats.port';
import { MemorySpeedStats } from './speed-stats.memory';
import { SITE_CUSTOMERS } from '../../ports/site-customers.port';
import { PORTAL_DIRECTORY } from '../../ports/portal-directory.port';
import { PORTAL_AUTH } from '../../ports/portal-auth.port';
import { MAIL_OUTBOX } from '../../ports/mail-outbox.port';
import { CALENDAR_FILE } from '../../ports/calendar-file.port';
import { IcsCalendarFile } from '../node/calendar-file.ics';
import { MemoryMailOutbox } from './mail-outbox.memory';
import { MemoryPortalAuth } from './portal-auth.memory';
import { MemorySiteCustomers } from './site-customers.memory';
import { MemoryPortalDirectory } from './portal-directory.memory';
import { APP_ORIGIN } from '../../ports/app-origin.port';

export interface MemoryModuleOptions {
  readonly push?: FakePushDeviceOptions;
  /**
   * The device itself (its push side and its storage), for a second visit on the same device;
   * by default every container is a new device.
   */
  readonly device?: { readonly push: FakePushDevice; readonly pushTokenRecord: MemoryPushTokenRecord };
  readonly share?: FakeShareOptions;
  readonly language?: SiteLanguage | null;
  /** Also print log entries (useful when running the app locally on memory adapters). */
  readonly echoLogs?: boolean;
  /** How the fake payment extension answers checkout sessions (by default: only when told to). */
  readonly billing?: MemoryBillingOptions;
}

/**
 * Binds every port to its memory adapter. Each container gets its own instances (one device:
 * session, share sheet, push permission), all writing to the given database; the clock bound is
 * the database's, so server timestamps and the app's "now" are the same time.
 */
export function memoryModule(db: MemoryDatabase, options: MemoryModuleOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CLOCK).toConstantValue(db.clock);
    bind(LOGGER).toConstantValue(new RecordingLogger({ echo: options.echoLogs ?? false }));
    const auth = new MemoryAuth(db);
    bind(AUTH).toConstantValue(auth);
    bind(MEMBER_RECORDS).toConstantValue(new MemoryMemberRecords(db));
    bind(SUBSCRIPTIONS).toConstantValue(new MemorySubscriptions(db));
    bind(MESSAGES).toConstantValue(new MemoryMessages(db));
    bind(PUSH_TOKENS).toConstantValue(new MemoryPushTokens(db));
    bind(PUSH_MESSAGING).toConstantValue(options.device?.push ?? new FakePushDevice(options.push));
    bind(PUSH_TOKEN_RECORD).toConstantValue(options.device?.pushTokenRecord ?? new MemoryPushTokenRecord());
    bind(SITE_ANALYTICS).toConstantValue(new MemorySiteAnalytics(db));
    bind(SITE_RESULTS).toConstantValue(new MemorySiteResults(db));
    bind(SITE_CONTENT).toConstantValue(new MemorySiteContent(db));
    bind(PUBLIC_SITES).toConstantValue(new MemoryPublicSites(db));
    bind(STORED_IMAGES).toConstantValue(new MemoryStoredImages(db));
    bind(FORM_SUBMISSIONS).toConstantValue(new MemoryFormSubmissions(db));
    bind(FORM_POST_LIMITS_PORT).toConstantValue(new MemoryFormPostLimits(db));
    bind(BOOKINGS_PORT).toConstantValue(new MemoryBookings(db));
    bind(OWNER_BOOKINGS).toConstantValue(new MemoryOwnerBookings(db));
    bind(BOOKING_FEED_KEYS).toConstantValue(new MemoryBookingFeedKeys(db));
    bind(OWNER_BOOKING_SETTINGS).toConstantValue(new MemoryOwnerBookingSettings(db));
    bind(STORAGE_USAGE).toConstantValue(new MemoryStorageUsage(db));
    bind(DASHBOARD_SNAPSHOT).toConstantValue(new MemoryDashboardSnapshot());
    bind(FILE_STORAGE).toConstantValue(new MemoryFileStorage(db));
    bind(SHARE).toConstantValue(new FakeShare(options.share));
    bind(LANGUAGE_PREFERENCE).toConstantValue(new MemoryLanguagePreference(options.language ?? null));
    bind(MEMBER_DIRECTORY).toConstantValue(new MemoryMemberDirectory(db));
    bind(INQUIRIES).toConstantValue(new MemoryInquiries(db));
    bind(PUSH_SENDER).toConstantValue(new RecordingPushSender());
    bind(TRIGGER_LEDGER).toConstantValue(new MemoryTriggerLedger(db));
    bind(WEEKLY_NOTE_MEMBERS).toConstantValue(new MemoryWeeklyNoteMembers(db));
    bind(SPEED_STATS).toConstantValue(new MemorySpeedStats(db));
    bind(MEMBER_ADMIN).toConstantValue(new MemoryMemberAdmin(db));
    bind(SUBSCRIPTION_ADMIN).toConstantValue(new MemorySubscriptionAdmin(db));
    bind(BILLING).toConstantValue(new MemoryBilling(db, auth, options.billing));
    bind(SITE_CUSTOMERS).toConstantValue(new MemorySiteCustomers(db));
    bind(PORTAL_DIRECTORY).toConstantValue(new MemoryPortalDirectory(db));
    bind(PORTAL_AUTH).toConstantValue(new MemoryPortalAuth(db.clock));
    bind(MAIL_OUTBOX).toConstantValue(new MemoryMailOutbox());
    // The writer keeps nothing and reaches nothing: tests use the real one.
    bind(CALENDAR_FILE).toConstantValue(new IcsCalendarFile());
    // No app origin in memory: links use the site's own address.
    bind(APP_ORIGIN).toConstantValue({ url: null });
  });
}
