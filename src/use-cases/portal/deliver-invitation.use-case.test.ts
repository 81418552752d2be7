import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/time/time';
import { APP_ORIGIN } from '../../ports/app-origin.port';
import { SITE_CUSTOMERS } from '../../ports/site-customers.port';
import { recordingLogger, seedMember, sentMail, useCaseContainer, withoutMailSender } from '../../../test/support/use-case-fixtures';
import { DeliverInvitationUseCase } from './deliver-invitation.use-case';

const OWNER = 'ownerUid000000000000000000002';

async function setup(options: { origin?: string | null; owner?: Parameters<typeof seedMember>[2]; withoutMail?: boolean } = {}) {
  const memory = useCaseContainer();
  if (options.withoutMail === true) withoutMailSender(memory.container);
  if (options.origin !== undefined) memory.container.rebind(APP_ORIGIN).toConstantValue({ url: options.origin });
  memory.container.bind(DeliverInvitationUseCase).toSelf();
  const member = await seedMember(memory.container, OWNER, { fullAccess: true, namePublico: 'Gimnasio Sol', ...options.owner });
  return { ...memory, memory, member, owner: memory.get(SITE_CUSTOMERS), useCase: memory.container.get(DeliverInvitationUseCase), logger: recordingLogger(memory.container) };
}

describe('DeliverInvitationUseCase', () => {
  it("logs the invitation link once, on the app's origin, naming the address and the site", async () => {
    const { owner, useCase, logger, member, clock, memory } = await setup({ origin: 'http://127.0.0.1:5173' });
    const id = await owner.createInvitation(OWNER, { email: 'ana@example.com', groups: ['vip'], expiresAt: clock.now() + DAY_MS }, clock.now());
    const link = `http://127.0.0.1:5173/s/${member.username}/portal?invite=${id}`;
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'delivered', link, mail: 'queued' });
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'already-handled' });
    expect(logger.messages('info')).toEqual([`Invitation for ana@example.com to Gimnasio Sol: ${link}`]);
    // One e-mail, in the site's language, with the same link.
    const sent = sentMail(memory.container);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ana@example.com', subject: "You're invited to the customer area of Gimnasio Sol" });
    expect(sent[0]?.text).toContain(link);
  });

  it("links to the site's own address when the app's origin is unknown; without a mail sender the log has it", async () => {
    const { owner, useCase, member, clock, config } = await setup({ withoutMail: true });
    const id = await owner.createInvitation(OWNER, { email: 'ana@example.com', groups: [], expiresAt: clock.now() + DAY_MS }, clock.now());
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'delivered', link: `https://${member.username}${config.appDomainSuffix}/portal?invite=${id}`, mail: 'not-configured' });
  });

  it("writes the e-mail in the site's language", async () => {
    const { owner, useCase, clock, memory } = await setup({ owner: { fullAccess: true, namePublico: 'Gimnasio Sol', siteLanguage: 'ES' } });
    const id = await owner.createInvitation(OWNER, { email: 'bea@example.com', groups: [], expiresAt: clock.now() + DAY_MS }, clock.now());
    await useCase.execute(OWNER, id);
    expect(sentMail(memory.container)[0]?.subject).toBe('Te invitaron al área de clientes de Gimnasio Sol');
  });

  it('logs nothing for an invitation removed, expired, or on a closed portal', async () => {
    const { owner, useCase, logger, clock } = await setup();
    expect(await useCase.execute(OWNER, 'removedInvitation000')).toEqual({ kind: 'missing' });
    const id = await owner.createInvitation(OWNER, { email: 'ana@example.com', groups: [], expiresAt: clock.now() + DAY_MS }, clock.now());
    clock.set(clock.now() + 2 * DAY_MS);
    expect(await useCase.execute(OWNER, id)).toEqual({ kind: 'expired' });

    const basic = await setup({ owner: { fullAccess: false } });
    basic.clock.set(Date.UTC(2024, 0, 1) + 30 * DAY_MS);
    const closed = await basic.owner.createInvitation(OWNER, { email: 'bea@example.com', groups: [], expiresAt: basic.clock.now() + DAY_MS }, basic.clock.now());
    expect(await basic.useCase.execute(OWNER, closed)).toEqual({ kind: 'portal-closed' });
    expect([...logger.messages('info'), ...basic.logger.messages('info')]).toEqual([]);
  });
});
