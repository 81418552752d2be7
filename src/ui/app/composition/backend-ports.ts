import type { Container } from 'inversify';
import { selectAuthStatus, selectUser, type AuthSessionSnapshot } from '../../../core/auth/auth-session.machine';
import { isSnapshotForeign } from '../../../core/dashboard/dashboard-snapshot';
import { DASHBOARD_SNAPSHOT, type DashboardSnapshotPort } from '../../../ports/dashboard-snapshot.port';
import { AUTH } from '../../../ports/auth.port';
import { BILLING } from '../../../ports/billing.port';
import { CLOCK } from '../../../ports/clock.port';
import { FILE_STORAGE } from '../../../ports/file-storage.port';
import { LOGGER } from '../../../ports/logger.port';
import { MEMBER_ADMIN } from '../../../ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../../../ports/member-directory.port';
import { MEMBER_RECORDS } from '../../../ports/member-records.port';
import { MESSAGES } from '../../../ports/messages.port';
import { PUSH_MESSAGING } from '../../../ports/push-messaging.port';
import { PUSH_TOKEN_RECORD } from '../../../ports/push-token-record.port';
import { PUSH_TOKENS } from '../../../ports/push-tokens.port';
import { SITE_ANALYTICS } from '../../../ports/site-analytics.port';
import { SITE_CONTENT } from '../../../ports/site-content.port';
import { SUBSCRIPTION_ADMIN } from '../../../ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../../ports/subscriptions.port';
import type { BackendServices, ComposedBackend, TimerClock } from '../../services/app-services';
import { startSession } from '../session';
import { providePushRegistration } from './push-registration';
import { buildUseCases } from './use-cases.composition';
import { resolve } from './resolve';

/**
 * Resolves the backend ports and use-cases of a loaded container, provides the push-token
 * machine on the given timers (the browser's by default), and starts the session.
 */
export function backendServicesOf(container: Container, timers?: TimerClock): ComposedBackend {
  const ports = {
    auth: resolve(container, AUTH),
    memberRecords: resolve(container, MEMBER_RECORDS),
    subscriptions: resolve(container, SUBSCRIPTIONS),
    messages: resolve(container, MESSAGES),
    siteAnalytics: resolve(container, SITE_ANALYTICS),
    siteContent: resolve(container, SITE_CONTENT),
    fileStorage: resolve(container, FILE_STORAGE),
    pushTokens: resolve(container, PUSH_TOKENS),
    pushMessaging: resolve(container, PUSH_MESSAGING),
    memberDirectory: resolve(container, MEMBER_DIRECTORY),
    memberAdmin: resolve(container, MEMBER_ADMIN),
    subscriptionAdmin: resolve(container, SUBSCRIPTION_ADMIN),
    billing: resolve(container, BILLING),
  };
  const pushRegistration = providePushRegistration({
    clock: resolve(container, CLOCK),
    pushMessaging: ports.pushMessaging,
    pushTokens: ports.pushTokens,
    pushTokenRecord: resolve(container, PUSH_TOKEN_RECORD),
    logger: resolve(container, LOGGER),
    timers,
  });
  const session = startSession(ports.auth, ports.memberRecords);
  // A member's push run lasts while they are signed in on this page, not past it.
  session.subscribe((snapshot) => pushRegistration.keepOnly(selectUser(snapshot)?.uid ?? null));
  if (container.isBound(DASHBOARD_SNAPSHOT)) forgetOtherMembersSnapshot(session, resolve(container, DASHBOARD_SNAPSHOT));
  return { ...ports, session, useCases: buildUseCases(container), pushRegistration };
}

/**
 * The device's dashboard snapshot (and its saved screen) goes as soon as the session says nobody
 * or someone else is signed in, wherever in the app that happens: the dashboard draws it before
 * the backend has loaded, when it cannot tell whose it is.
 */
function forgetOtherMembersSnapshot(session: BackendServices['session'], deviceSnapshot: DashboardSnapshotPort): void {
  let checked: string | null = null;
  const check = (snapshot: AuthSessionSnapshot) => {
    if (selectAuthStatus(snapshot) === 'unknown') return;
    const user = selectUser(snapshot);
    // Read once per change of who is signed in, not on every change of their record.
    const who = user?.uid ?? '';
    if (who === checked) return;
    checked = who;
    if (isSnapshotForeign(deviceSnapshot.read(), user)) deviceSnapshot.clear();
  };
  session.subscribe(check);
  check(session.getSnapshot());
}
