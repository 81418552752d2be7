import { describe, expect, it } from 'vitest';
import type { SiteCustomer } from '../../core/portal/customer';
import { DAY_MS } from '../../core/time/time';
import { PORTAL_DIRECTORY } from '../../ports/portal-directory.port';
import { PUSH_SENDER, type PushSenderPort } from '../../ports/push-sender.port';
import { SITE_CUSTOMERS } from '../../ports/site-customers.port';
import { recordingLogger, seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { PushAnnouncementUseCase } from './push-announcement.use-case';

const OWNER = 'ownerUid000000000000000000001';

const customer = (uid: string, status: SiteCustomer['status'], groups: string[]): SiteCustomer => ({
  uid, name: uid, email: `${uid}@example.com`, status, groups, joinedAt: 1, lastVisitAt: null,
});

async function setup(owner: Parameters<typeof seedMember>[2] = { fullAccess: true }) {
  const memory = useCaseContainer();
  memory.container.bind(PushAnnouncementUseCase).toSelf();
  const member = await seedMember(memory.container, OWNER, owner);
  const portal = memory.get(PORTAL_DIRECTORY);
  await portal.admitCustomer(OWNER, customer('ana', 'active', ['vip']), null);
  await portal.admitCustomer(OWNER, customer('bea', 'blocked', ['vip']), null);
  await portal.admitCustomer(OWNER, customer('cai', 'pending', ['vip']), null);
  await portal.admitCustomer(OWNER, customer('dan', 'active', ['staff']), null);
  await portal.admitCustomer(OWNER, customer('eva', 'active', ['kids', 'vip']), null);
  for (const [uid, token] of [['ana', 'ana-phone'], ['ana', 'ana-laptop'], ['bea', 'bea-phone'], ['cai', 'cai-phone'], ['dan', 'dan-phone'], ['eva', 'eva-phone']] as const) {
    await portal.savePushToken(OWNER, uid, token, 1);
  }
  return {
    ...memory,
    member,
    portal,
    owner: memory.get(SITE_CUSTOMERS),
    // The memory container's push sender records what it would send.
    push: memory.get(PUSH_SENDER) as PushSenderPort & {
      sent(): ReadonlyArray<{ readonly tokens: readonly string[]; readonly notice: { readonly title: string; readonly body: string; readonly link: string } }>;
      markGone(token: string): void;
    },
    useCase: memory.container.get(PushAnnouncementUseCase),
  };
}

describe('PushAnnouncementUseCase', () => {
  it("pushes an announcement once to the devices of the active customers of its groups, opening the site's portal", async () => {
    const { owner, push, useCase, member } = await setup();
    const id = await owner.sendAnnouncement(OWNER, { title: 'Clase cambiada', body: 'Mañana a las 7.', groups: ['vip'] }, 1);
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'pushed', devices: 3, forgotten: 0 });
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'already-handled' });
    const sent = push.sent();
    expect(sent).toHaveLength(1);
    expect([...(sent[0]?.tokens ?? [])].sort()).toEqual(['ana-laptop', 'ana-phone', 'eva-phone']);
    expect(sent[0]?.notice).toEqual({ title: 'Clase cambiada', body: 'Mañana a las 7.', link: `/s/${member.username}/portal` });
  });

  it('reaches every group it is aimed at, and each device once', async () => {
    const { owner, push, useCase } = await setup();
    const id = await owner.sendAnnouncement(OWNER, { title: 'Todos', body: '', groups: ['staff', 'kids'] }, 1);
    expect(await useCase.execute(OWNER, id)).toMatchObject({ kind: 'pushed', devices: 2 });
    expect([...(push.sent()[0]?.tokens ?? [])].sort()).toEqual(['dan-phone', 'eva-phone']);
  });

  it('forgets the devices the push service says are gone', async () => {
    const { owner, push, useCase, portal } = await setup();
    push.markGone('ana-phone');
    const id = await owner.sendAnnouncement(OWNER, { title: 'Hola', body: '', groups: ['vip'] }, 1);
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'pushed', devices: 2, forgotten: 1 });
    expect((await portal.pushTokensFor(OWNER, ['vip'])).map((d) => d.token).sort()).toEqual(['ana-laptop', 'eva-phone']);
  });

  it('sends nothing when no one in the groups allowed push', async () => {
    const { owner, push, useCase } = await setup();
    const id = await owner.sendAnnouncement(OWNER, { title: 'Hola', body: '', groups: ['nobody'] }, 1);
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'pushed', devices: 0, forgotten: 0 });
    expect(push.sent()).toEqual([]);
  });

  it('says so when the announcement is gone', async () => {
    const { useCase } = await setup();
    expect(await useCase.execute(OWNER, 'removed')).toEqual({ kind: 'missing' });
  });

  it('sends nothing below Elite: the portal is closed', async () => {
    const { owner, push, useCase, clock } = await setup({});
    clock.set(Date.UTC(2024, 0, 1) + 30 * DAY_MS);
    const id = await owner.sendAnnouncement(OWNER, { title: 'Hola', body: '', groups: ['vip'] }, 1);
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'portal-closed' });
    expect(push.sent()).toEqual([]);
  });

  it('gives the claim back when the push fails, so the next delivery tries again', async () => {
    const { owner, push, useCase, container } = await setup();
    const id = await owner.sendAnnouncement(OWNER, { title: 'Hola', body: '', groups: ['vip'] }, 1);
    const send = push.send.bind(push);
    push.send = () => Promise.reject(new Error('push service down'));
    await expect(useCase.execute(OWNER, id)).rejects.toThrow('push service down');
    push.send = send;
    expect(await useCase.execute(OWNER, id)).toMatchObject({ kind: 'pushed', devices: 3 });
    expect(recordingLogger(container).messages('error')).toEqual([]);
  });
});
