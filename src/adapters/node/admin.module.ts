import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { ContainerModule } from 'inversify';
import { CLOCK } from '../../ports/clock.port';
import { MEMBER_ADMIN } from '../../ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../../ports/member-directory.port';
import { MEMBER_RECORDS } from '../../ports/member-records.port';
import { MESSAGES } from '../../ports/messages.port';
import { SITE_ANALYTICS } from '../../ports/site-analytics.port';
import { SITE_RESULTS } from '../../ports/site-results.port';
import { SUBSCRIPTION_ADMIN } from '../../ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../ports/subscriptions.port';
import { INQUIRIES } from '../../ports/inquiries.port';
import { PUSH_TOKENS } from '../../ports/push-tokens.port';
import { SystemClock } from '../browser/clock.system';
import { AdminInquiries } from './inquiries.admin';
import { AdminPushTokens } from './push-tokens.admin';
import { TRIGGER_LEDGER } from '../../ports/trigger-ledger.port';
import { AdminTriggerLedger } from './trigger-ledger.admin';
import { WEEKLY_NOTE_MEMBERS } from '../../ports/weekly-note-members.port';
import { AdminWeeklyNoteMembers } from './weekly-note-members.admin';
import { AdminMemberAdmin } from './member-admin.admin';
import { AdminMemberDirectory } from './member-directory.admin';
import { AdminMemberRecords } from './member-records.admin';
import { AdminMessages } from './messages.admin';
import { AdminSiteAnalytics } from './site-analytics.admin';
import { AdminSiteResults } from './site-results.admin';
import { AdminSubscriptionAdmin } from './subscription-admin.admin';
import { AdminSubscriptions } from './subscriptions.admin';
import { SPEED_STATS } from '../../ports/speed-stats.port';
import { AdminSpeedStats } from './speed-stats.admin';
import { PUBLIC_SITES } from '../../ports/public-sites.port';
import { STORAGE_USAGE, STORED_IMAGES } from '../../ports/stored-images.port';
import { AdminPublicSites } from './public-sites.admin';
import { FORM_SUBMISSIONS } from '../../ports/form-submissions.port';
import { FORM_POST_LIMITS_PORT } from '../../ports/form-post-limits.port';
import { BOOKINGS_PORT } from '../../ports/bookings.port';
import { BOOKING_FEED_KEYS } from '../../ports/booking-feed-keys.port';
import { AdminBookingFeedKeys } from './booking-feed-keys.admin';
import { AdminBookings } from './bookings.admin';
import { AdminFormPostLimits } from './form-post-limits.admin';
import { AdminFormSubmissions } from './form-submissions.admin';
import { AdminStorageUsage, AdminStoredImages } from './stored-images.admin';
import { PORTAL_DIRECTORY } from '../../ports/portal-directory.port';
import { AdminPortalDirectory } from './portal-directory.admin';

export interface AdminServices {
  readonly firestore: Firestore;
  readonly auth: Auth;
  /** Members' uploads; only the server's Storage triggers need it. */
  readonly storage?: Storage;
}

/**
 * Binds the ports the admin CLI uses to adapters on the admin SDK. The admin SDK bypasses the
 * security rules, so these adapters check every id themselves before it reaches a path.
 */
export function adminModule({ firestore, auth, storage }: AdminServices): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CLOCK).toConstantValue(new SystemClock());
    bind(MEMBER_RECORDS).toConstantValue(new AdminMemberRecords(firestore));
    bind(SUBSCRIPTIONS).toConstantValue(new AdminSubscriptions(firestore));
    bind(MESSAGES).toConstantValue(new AdminMessages(firestore));
    bind(SITE_ANALYTICS).toConstantValue(new AdminSiteAnalytics(firestore));
    bind(SITE_RESULTS).toConstantValue(new AdminSiteResults(firestore));
    bind(MEMBER_DIRECTORY).toConstantValue(new AdminMemberDirectory(firestore));
    bind(MEMBER_ADMIN).toConstantValue(new AdminMemberAdmin(firestore, auth));
    bind(SUBSCRIPTION_ADMIN).toConstantValue(new AdminSubscriptionAdmin(firestore));
    bind(INQUIRIES).toConstantValue(new AdminInquiries(firestore));
    bind(PUSH_TOKENS).toConstantValue(new AdminPushTokens(firestore));
    bind(TRIGGER_LEDGER).toConstantValue(new AdminTriggerLedger(firestore));
    bind(WEEKLY_NOTE_MEMBERS).toConstantValue(new AdminWeeklyNoteMembers(firestore));
    bind(SPEED_STATS).toConstantValue(new AdminSpeedStats(firestore));
    bind(PUBLIC_SITES).toConstantValue(new AdminPublicSites(firestore));
    bind(STORAGE_USAGE).toConstantValue(new AdminStorageUsage(firestore));
    bind(FORM_SUBMISSIONS).toConstantValue(new AdminFormSubmissions(firestore));
    bind(FORM_POST_LIMITS_PORT).toConstantValue(new AdminFormPostLimits(firestore));
    bind(BOOKINGS_PORT).toConstantValue(new AdminBookings(firestore));
    bind(BOOKING_FEED_KEYS).toConstantValue(new AdminBookingFeedKeys(firestore));
    bind(PORTAL_DIRECTORY).toConstantValue(new AdminPortalDirectory(firestore));
    if (storage !== undefined) bind(STORED_IMAGES).toConstantValue(new AdminStoredImages(storage));
  });
}
