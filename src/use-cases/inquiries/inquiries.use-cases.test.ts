import { describe, expect, it } from 'vitest';
import type { Inquiry } from '../../core/inquiries/inquiry';
import type { MemberMessage } from '../../core/messages/message';
import { INQUIRIES, type InquiriesPort } from '../../ports/inquiries.port';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { PUSH_SENDER, type PushSenderPort } from '../../ports/push-sender.port';
import { PUSH_TOKENS, type PushTokensPort } from '../../ports/push-tokens.port';
import { eventually } from '../../../test/support/eventually';
import { ListenerRecorder } from '../../../test/support/listener-recorder';
import { recordingLogger, seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { NotifyMemberUseCase } from '../notifications/notify-member.use-case';
import { AlertAdminsOfInquiryUseCase } from './alert-admins-of-inquiry.use-case';
import { HandleNewInquiryUseCase } from './handle-new-inquiry.use-case';
import { ListInquiriesUseCase, SetInquiryStatusUseCase, ShowInquiryUseCase, WatchInquiriesUseCase } from './manage-inquiries.use-case';
import { SubmitInquiryUseCase } from './submit-inquiry.use-case';

function setup(config: { adminIds?: string[] } = {}) {
  const memory = useCaseContainer(config);
  const { container } = memory;
  container.bind(SubmitInquiryUseCase).toSelf();
  container.bind(ListInquiriesUseCase).toSelf();
  container.bind(ShowInquiryUseCase).toSelf();
  container.bind(SetInquiryStatusUseCase).toSelf();
  container.bind(WatchInquiriesUseCase).toSelf();
  container.bind(NotifyMemberUseCase).toSelf();
  container.bind(AlertAdminsOfInquiryUseCase).toSelf();
  container.bind(HandleNewInquiryUseCase).toSelf();
  return {
    ...memory,
    inquiries: container.get<InquiriesPort>(INQUIRIES),
    messages: container.get<MessagesPort>(MESSAGES),
    tokens: container.get<PushTokensPort>(PUSH_TOKENS),
    // The memory module binds the recording sender: what it would have pushed, and devices marked gone.
    push: container.get(PUSH_SENDER) as PushSenderPort & { sent(): unknown[]; markGone(token: string): void },
  };
}

const contact = { name: 'Ana', email: 'ana@example.com', message: 'Do you build menus?' };

async function messagesOf(messages: MessagesPort, memberId: string): Promise<readonly MemberMessage[]> {
  return new Promise((resolve) => {
    const stop = messages.watchMessages(memberId, (list) => {
      resolve(list);
      queueMicrotask(stop);
    });
  });
}

describe('SubmitInquiryUseCase', () => {
  it('stores a valid contact message, open, in the visitor language', async () => {
    const { container, inquiries } = setup();
    const outcome = await container.get(SubmitInquiryUseCase).execute({ kind: 'contact', values: contact }, '', 'es');
    expect(outcome.kind).toBe('stored');
    expect(await inquiries.list('all')).toMatchObject([{ kind: 'contact', language: 'es', name: 'Ana', status: 'open' }]);
  });

  it('stores nothing for invalid input or a filled honeypot', async () => {
    const { container, inquiries } = setup();
    const submit = container.get(SubmitInquiryUseCase);
    expect(await submit.execute({ kind: 'contact', values: { ...contact, email: 'no' } }, '', 'en')).toEqual({ kind: 'invalid', errors: { email: 'invalid-email' } });
    expect(await submit.execute({ kind: 'contact', values: contact }, 'http://spam.example', 'en')).toEqual({ kind: 'ignored' });
    expect(await inquiries.list('all')).toEqual([]);
    expect(recordingLogger(container).entries('info').map((e) => e.message)).toContain('A contact form with its hidden field filled was ignored');
  });

  it('rejects with the error code when the store cannot be reached', async () => {
    const { container, db } = setup();
    db.setOffline(true);
    await expect(container.get(SubmitInquiryUseCase).execute({ kind: 'contact', values: contact }, '', 'en')).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('managing inquiries', () => {
  it('shows one, closes it once, reopens it, and refuses unknown ids', async () => {
    const { container, clock } = setup();
    const stored = await container.get(SubmitInquiryUseCase).execute({ kind: 'contact', values: contact }, '', 'en');
    const id = stored.kind === 'stored' ? stored.id : '';
    const status = container.get(SetInquiryStatusUseCase);
    expect(await status.execute(id, 'handled')).toEqual({ changed: true });
    const closedAt = clock.now();
    clock.advance(60_000);
    expect(await status.execute(id, 'handled')).toEqual({ changed: false });
    expect(await container.get(ShowInquiryUseCase).execute(id)).toMatchObject({ status: 'handled', handledAt: closedAt });
    expect(await container.get(ListInquiriesUseCase).execute('open')).toEqual([]);
    expect(await status.execute(id, 'open')).toEqual({ changed: true });
    expect((await container.get(ListInquiriesUseCase).execute('open')).map((i) => i.id)).toEqual([id]);
    await expect(container.get(ShowInquiryUseCase).execute('nope')).rejects.toMatchObject({ code: 'not-found' });
    await expect(status.execute('nope', 'handled')).rejects.toMatchObject({ code: 'not-found' });
  });

  it("keeps the admin page's inbox live: the newest open ones, up to its limit, and a closed one leaves", async () => {
    const { container } = setup();
    const submit = container.get(SubmitInquiryUseCase);
    const ids: string[] = [];
    for (const name of ['Ana', 'Bea', 'Cai']) {
      const stored = await submit.execute({ kind: 'contact', values: { ...contact, name } }, '', 'es');
      if (stored.kind === 'stored') ids.push(stored.id);
    }
    const open = new ListenerRecorder<readonly Inquiry[]>();
    const stop = container.get(WatchInquiriesUseCase).execute('open', 2, open.listener);
    await eventually(() => expect(open.latest()).toHaveLength(2));
    expect(open.latest().every((i) => ids.includes(i.id) && i.status === 'open')).toBe(true);
    await container.get(SetInquiryStatusUseCase).execute(open.latest()[0]?.id ?? '', 'handled');
    await container.get(SetInquiryStatusUseCase).execute(open.latest()[1]?.id ?? '', 'handled');
    await eventually(() => expect(open.latest()).toHaveLength(1));
    stop();
  });
});

describe('NotifyMemberUseCase', () => {
  it('writes the notification, pushes to every device, and forgets devices that are gone', async () => {
    const { container, messages, tokens, push } = setup();
    await tokens.save('member1', 'phone', 1);
    await tokens.save('member1', 'old-laptop', 1);
    push.markGone('old-laptop');
    const outcome = await container.get(NotifyMemberUseCase).execute('member1', { title: 'Hi', body: 'There', link: '/dashboard' });
    expect(outcome.pushed).toBe(1);
    expect((await messagesOf(messages, 'member1')).map((m) => [m.title, m.body, m.leido])).toEqual([['Hi', 'There', false]]);
    expect(push.sent()).toEqual([{ tokens: ['phone'], notice: { title: 'Hi', body: 'There', link: '/dashboard' } }]);
    expect((await tokens.list('member1')).map((t) => t.token)).toEqual(['phone']);
  });

  it('keeps the notification when the push fails, and logs it', async () => {
    const { container, messages, tokens, push } = setup();
    await tokens.save('member2', 'phone', 1);
    push.send = () => Promise.reject(new Error('push service down'));
    expect((await container.get(NotifyMemberUseCase).execute('member2', { title: 'Hi', body: '', link: '/' })).pushed).toBe(0);
    expect(await messagesOf(messages, 'member2')).toHaveLength(1);
    expect(recordingLogger(container).entries('error').map((e) => e.message)).toEqual(['push to member2 failed']);
  });

  it('pushes nothing to a member with no device', async () => {
    const { container, push } = setup();
    expect((await container.get(NotifyMemberUseCase).execute('member3', { title: 'Hi', body: '', link: '/' })).pushed).toBe(0);
    expect(push.sent()).toEqual([]);
  });
});

describe('AlertAdminsOfInquiryUseCase', () => {
  it("tells flagged and configured admins, each in their record's language, and nobody else", async () => {
    const { container, messages, tokens, push } = setup({ adminIds: ['configadmin1', 'noRecordAdmin'] });
    await seedMember(container, 'flaggedadmin', { admin: true, siteLanguage: 'ES' });
    await seedMember(container, 'configadmin1', { siteLanguage: 'EN' });
    await seedMember(container, 'plainmember1');
    await tokens.save('flaggedadmin', 'admin-phone', 1);
    const submitted = await container.get(SubmitInquiryUseCase).execute({ kind: 'contact', values: contact }, '', 'en');
    const inquiry = await container.get(ShowInquiryUseCase).execute(submitted.kind === 'stored' ? submitted.id : '');

    const outcome = await container.get(AlertAdminsOfInquiryUseCase).execute(inquiry);
    expect(outcome).toEqual({ notified: ['configadmin1', 'flaggedadmin'], failed: [] });
    expect((await messagesOf(messages, 'flaggedadmin'))[0]?.title).toBe('Nuevo mensaje de contacto de Ana');
    expect((await messagesOf(messages, 'configadmin1'))[0]?.title).toBe('New contact message from Ana');
    expect(await messagesOf(messages, 'plainmember1')).toEqual([]);
    expect(push.sent()).toEqual([{ tokens: ['admin-phone'], notice: { title: 'Nuevo mensaje de contacto de Ana', body: contact.message, link: `/dashboard/admin?inquiry=${inquiry.id}#inquiries` } }]);
  });

  it('one admin failing does not keep the others from being told', async () => {
    const { container, messages } = setup();
    await seedMember(container, 'adminnumber1', { admin: true });
    await seedMember(container, 'adminnumber2', { admin: true });
    const realSend = messages.send.bind(messages);
    messages.send = (memberId, message) => (memberId === 'adminnumber1' ? Promise.reject(new Error('boom')) : realSend(memberId, message));
    const submitted = await container.get(SubmitInquiryUseCase).execute({ kind: 'contact', values: contact }, '', 'en');
    const inquiry = await container.get(ShowInquiryUseCase).execute(submitted.kind === 'stored' ? submitted.id : '');
    expect(await container.get(AlertAdminsOfInquiryUseCase).execute(inquiry)).toEqual({ notified: ['adminnumber2'], failed: ['adminnumber1'] });
  });
});

describe('HandleNewInquiryUseCase', () => {
  it('alerts the admins once, however often the inquiry is delivered', async () => {
    const { container, messages } = setup();
    await seedMember(container, 'onlyadmin001', { admin: true });
    const submitted = await container.get(SubmitInquiryUseCase).execute({ kind: 'contact', values: contact }, '', 'en');
    const id = submitted.kind === 'stored' ? submitted.id : '';
    const handle = container.get(HandleNewInquiryUseCase);
    expect(await handle.execute(id)).toEqual({ kind: 'alerted', outcome: { notified: ['onlyadmin001'], failed: [] } });
    expect(await handle.execute(id)).toEqual({ kind: 'already-handled' });
    expect(await messagesOf(messages, 'onlyadmin001')).toHaveLength(1);
    expect(await handle.execute('gone')).toEqual({ kind: 'missing' });
  });

  it('when alerting fails, a later delivery tries again', async () => {
    const { container, inquiries, messages } = setup();
    await seedMember(container, 'onlyadmin002', { admin: true });
    const submitted = await container.get(SubmitInquiryUseCase).execute({ kind: 'contact', values: contact }, '', 'en');
    const id = submitted.kind === 'stored' ? submitted.id : '';
    const handle = container.get(HandleNewInquiryUseCase);
    const realGet = inquiries.get.bind(inquiries);
    inquiries.get = () => Promise.reject(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
    await expect(handle.execute(id)).rejects.toMatchObject({ code: 'unavailable' });
    inquiries.get = realGet;
    expect((await handle.execute(id)).kind).toBe('alerted');
    expect(await messagesOf(messages, 'onlyadmin002')).toHaveLength(1);
  });
});
