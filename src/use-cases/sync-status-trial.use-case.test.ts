import { describe, expect, it } from 'vitest';
import { NO_ROLES } from '../core/roles/roles';
import { DAY_MS } from '../core/time/time';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../ports/subscriptions.port';
import { SUBSCRIPTION_ADMIN, type SubscriptionAdminPort } from '../ports/subscription-admin.port';
import { recordingLogger, seedMember, useCaseContainer } from '../../test/support/use-case-fixtures';
import { SyncStatusTrialUseCase } from './sync-status-trial.use-case';

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(SyncStatusTrialUseCase).toSelf();
  return { ...memory, sync: memory.container.get(SyncStatusTrialUseCase) };
}

describe('SyncStatusTrialUseCase', () => {
  it('starts the trial flags while activeUntil is ahead', async () => {
    const { container, clock, sync } = setup();
    const member = await seedMember(container, 'trialmember1', { activeUntil: clock.now() + 3 * DAY_MS });
    expect(await sync.execute({ member, subscriptions: [], roles: NO_ROLES })).toEqual({ status: true, trial: true });
    expect(await container.get<MemberRecordsPort>(MEMBER_RECORDS).get(member.id)).toMatchObject({ status: true, trial: true });
  });

  it('does not write when the record already holds the flags', async () => {
    const { container, clock, sync } = setup();
    const member = await seedMember(container, 'expired00001', { activeUntil: clock.now() - DAY_MS, status: false, trial: false });
    expect(await sync.execute({ member, subscriptions: [], roles: NO_ROLES })).toBeNull();
  });

  it('sets status on and trial off with a valid subscription', async () => {
    const { container, clock, sync } = setup();
    const member = await seedMember(container, 'payingmember', { activeUntil: clock.now() - DAY_MS });
    await container.get<SubscriptionAdminPort>(SUBSCRIPTION_ADMIN).grant(member.id, 'Basic Plan', clock.now() + 30 * DAY_MS);
    const subscriptions = await container.get<SubscriptionsPort>(SUBSCRIPTIONS).listSubscriptions(member.id);
    expect(await sync.execute({ member, subscriptions, roles: NO_ROLES })).toEqual({ status: true, trial: false });
  });

  it('logs a failed write and carries on', async () => {
    const { container, db, clock, sync } = setup();
    const member = await seedMember(container, 'offlinemembr', { activeUntil: clock.now() + DAY_MS });
    db.failNextWrites(1);
    expect(await sync.execute({ member, subscriptions: [], roles: NO_ROLES })).toBeNull();
    expect(recordingLogger(container).messages('error')).toEqual(['Status update failed']);
    // A failure for want of a network is tried again.
    expect(await sync.execute({ member, subscriptions: [], roles: NO_ROLES })).toEqual({ status: true, trial: true });
  });

  it('does not send again a write the rules refused while the record is unchanged', async () => {
    const { container, db, clock, sync } = setup();
    const member = await seedMember(container, 'refusedmembr', { activeUntil: clock.now() + DAY_MS, status: false, trial: false });
    db.failNextWrites(1, 'permission-denied');
    expect(await sync.execute({ member, subscriptions: [], roles: NO_ROLES })).toBeNull();
    expect(await sync.execute({ member: { ...member }, subscriptions: [], roles: NO_ROLES })).toBeNull();
    expect(await sync.execute({ member: { ...member }, subscriptions: [], roles: NO_ROLES })).toBeNull();
    expect(recordingLogger(container).messages('error')).toEqual(['Status update failed']);
    expect(await container.get<MemberRecordsPort>(MEMBER_RECORDS).get(member.id)).toMatchObject({ status: false, trial: false });
    // Once the record changes (the server wrote something), the rule applies afresh.
    expect(await sync.execute({ member: { ...member, status: true, trial: false }, subscriptions: [], roles: NO_ROLES })).toEqual({ status: true, trial: true });
  });
});
