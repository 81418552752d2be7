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
import type { SiteCustomersPort } from '../../ports/site-customers.port';
import type { SpeedStatsPort } from '../../ports/speed-stats.port';
import type { StorageUsagePort } from '../../ports/stored-images.port';
import type { SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';
import type { PortMethods } from './lazy-port';

/** Every method of each Firestore-backed port, for its lazy stand-in (lazy-port.ts). */
export const MEMBER_RECORDS_METHODS: PortMethods<MemberRecordsPort> = {
  get: 'call',
  create: 'call',
  updateProfile: 'call',
  updatePicture: 'call',
  updateStatusTrial: 'call',
  watch: 'watch',
  watchAdmins: 'watch',
  watchFullAccess: 'watch',
};
export const SUBSCRIPTIONS_METHODS: PortMethods<SubscriptionsPort> = { watchValidSubscriptions: 'watch', watchValidPlanSubscriptions: 'watch', listSubscriptions: 'call' };
export const MESSAGES_METHODS: PortMethods<MessagesPort> = { watchMessages: 'watch', watchUnreadCount: 'watch', markRead: 'call', send: 'call' };
export const PUSH_TOKENS_METHODS: PortMethods<PushTokensPort> = { save: 'call', remove: 'call', list: 'call' };
export const SITE_ANALYTICS_METHODS: PortMethods<SiteAnalyticsPort> = { recordView: 'call', readViews: 'call' };
export const SITE_RESULTS_METHODS: PortMethods<SiteResultsPort> = { recordVisit: 'call', recordAction: 'call', readResults: 'call' };
export const SITE_CONTENT_METHODS: PortMethods<SiteContentPort> = { saveSection: 'call', saveDraft: 'call', saveForms: 'call', saveLayout: 'call', watchSiteContent: 'watch' };
export const MEMBER_DIRECTORY_METHODS: PortMethods<MemberDirectoryPort> = { pages: 'stream', count: 'call', findByEmail: 'call', findByUsername: 'call', listAdmins: 'call' };
export const INQUIRIES_METHODS: PortMethods<InquiriesPort> = { submit: 'call', watchInquiries: 'watch', list: 'call', get: 'call', setStatus: 'call' };
export const FORM_SUBMISSIONS_METHODS: PortMethods<FormSubmissionsPort> = { get: 'call', watchAll: 'watch', watchUnreadCount: 'watch', watchHasAny: 'watch', setState: 'call', remove: 'call' };
export const OWNER_BOOKINGS_METHODS: PortMethods<OwnerBookingsPort> = { watchAll: 'watch', watchRequests: 'watch', saveAnswer: 'call' };
export const BOOKING_FEED_KEYS_METHODS: PortMethods<BookingFeedKeysPort> = { read: 'call', save: 'call', remove: 'call' };
export const OWNER_BOOKING_SETTINGS_METHODS: PortMethods<OwnerBookingSettingsPort> = { watch: 'watch', save: 'call' };
export const SPEED_STATS_METHODS: PortMethods<SpeedStatsPort> = { add: 'call', read: 'call' };
export const STORAGE_USAGE_METHODS: PortMethods<StorageUsagePort> = { usage: 'call', count: 'call', uncount: 'call', membersAtLeast: 'call' };
export const MEMBER_ADMIN_METHODS: PortMethods<MemberAdminPort> = { setRole: 'call', setActiveUntil: 'call', setPublished: 'call', setSuspension: 'call', setStatusTrial: 'call' };
export const SUBSCRIPTION_ADMIN_METHODS: PortMethods<SubscriptionAdminPort> = { grant: 'call', cancel: 'call' };
export const BILLING_METHODS: PortMethods<BillingPort> = { startCheckout: 'call', openCustomerPortal: 'call' };
export const SITE_CUSTOMERS_METHODS: PortMethods<SiteCustomersPort> = {
  watchCustomers: 'watch',
  watchPendingCount: 'watch',
  setStatus: 'call',
  changeGroups: 'call',
  removeCustomers: 'call',
  watchGroups: 'watch',
  createGroup: 'call',
  renameGroup: 'call',
  deleteGroup: 'call',
  watchSettings: 'watch',
  saveSettings: 'call',
  watchInvitations: 'watch',
  createInvitation: 'call',
  removeInvitation: 'call',
  watchAnnouncements: 'watch',
  sendAnnouncement: 'call',
  removeAnnouncement: 'call',
};
