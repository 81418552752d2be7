import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';
import type { DashboardSnapshotPort } from '../../ports/dashboard-snapshot.port';
import type { AppConfig } from '../../core/config/app-config';
import type { authSessionMachine } from '../../core/auth/auth-session.machine';
import type { PushRunStart, PushTokenInput, PushTokenSnapshot, pushTokenMachine } from '../../core/push/push-token.machine';
import type { AuthPort } from '../../ports/auth.port';
import type { BillingPort } from '../../ports/billing.port';
import type { ClockPort } from '../../ports/clock.port';
import type { FileStoragePort } from '../../ports/file-storage.port';
import type { LanguagePreferencePort } from '../../ports/language-preference.port';
import type { LoggerPort } from '../../ports/logger.port';
import type { MemberAdminPort } from '../../ports/member-admin.port';
import type { MemberDirectoryPort } from '../../ports/member-directory.port';
import type { MemberRecordsPort } from '../../ports/member-records.port';
import type { MessagesPort } from '../../ports/messages.port';
import type { PushMessagingPort } from '../../ports/push-messaging.port';
import type { PushTokensPort } from '../../ports/push-tokens.port';
import type { SharePort } from '../../ports/share.port';
import type { SiteAnalyticsPort } from '../../ports/site-analytics.port';
import type { SiteContentPort } from '../../ports/site-content.port';
import type { SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';
import type { UseCases } from './use-cases';

/** Sets and clears the timeouts of the core's machines (XState's clock). */
export type TimerClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** What every page can use at once, without loading any backend code. */
export interface ShellServices {
  readonly config: AppConfig;
  readonly clock: ClockPort;
  /** The browser's timers; in component tests a simulated clock the test moves forward. */
  readonly timers: TimerClock;
  readonly logger: LoggerPort;
  readonly languagePreference: LanguagePreferencePort;
  readonly share: SharePort;
  readonly dashboardSnapshot: DashboardSnapshotPort;
}

/**
 * Ports backed by Firebase (or memory in tests), loaded after the first paint of public pages.
 * The owner's portal, the forms inbox and the inquiries are not among them: screens reach those
 * only through their use-cases (`useCases.portal`, `useCases.forms`, `useCases.admin`).
 */
export interface BackendPorts {
  readonly auth: AuthPort;
  readonly memberRecords: MemberRecordsPort;
  readonly subscriptions: SubscriptionsPort;
  readonly messages: MessagesPort;
  readonly siteAnalytics: SiteAnalyticsPort;
  readonly siteContent: SiteContentPort;
  readonly fileStorage: FileStoragePort;
  readonly pushTokens: PushTokensPort;
  readonly pushMessaging: PushMessagingPort;
  readonly memberDirectory: MemberDirectoryPort;
  readonly memberAdmin: MemberAdminPort;
  readonly subscriptionAdmin: SubscriptionAdminPort;
  readonly billing: BillingPort;
}

export type SessionActor = ActorRefFrom<typeof authSessionMachine>;

/**
 * One member's push registration on this page: the run the dashboard starts on a visit and the
 * one the Notifications page shows and drives are the same, so a visit never registers twice.
 */
export interface MemberPush {
  /** The current run's state (its context says who started it), or null before any run. */
  snapshot(): PushTokenSnapshot | null;
  /** Called whenever the snapshot changes, a new run included. */
  subscribe(listener: () => void): () => void;
  /**
   * A dashboard visit: where permission is already granted, registers, refreshes or
   * re-subscribes without asking; otherwise does nothing. Once per member and page.
   */
  visit(): void;
  /** The member turns push on: a run in progress or registered is kept, else one that may ask starts. */
  enable(): void;
  /** The member turns push off: the token is deleted. */
  disable(): void;
}

/** The push-token machine with this runtime's side effects, and its input for a member on this device. */
export interface PushRegistration {
  readonly machine: typeof pushTokenMachine;
  input(memberId: string, startedBy?: PushRunStart): PushTokenInput;
  /** The signed-in member's push on this page: the same object for every caller. */
  forMember(memberId: string): MemberPush;
}

/**
 * What screens get from `useBackend()`: the session, the use-cases and push, never a port, so a
 * component reaches the core only through the use-cases the composition root resolved.
 */
export interface BackendServices {
  /** The auth session (spec section 4), running for the life of the page. */
  readonly session: SessionActor;
  readonly useCases: UseCases;
  readonly pushRegistration: PushRegistration;
}

/**
 * The backend as the composition root builds it: the screens' services and the ports behind
 * them. Only the composition and the test helpers hold it.
 */
export interface ComposedBackend extends BackendServices, BackendPorts {}
