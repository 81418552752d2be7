import { describe, expect, it } from 'vitest';
import type { MemberMessage } from '../../core/messages/message';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { PUSH_SENDER, type PushSenderPort } from '../../ports/push-sender.port';
import { PUSH_TOKENS, type PushTokensPort } from '../../ports/push-tokens.port';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { NotifyMemberUseCase } from '../notifications/notify-member.use-case';
import { AlertMemberOfSubmissionUseCase } from './alert-member-of-submission.use-case';

const UID = 'memberUid00000000000000000009';

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(NotifyMemberUseCase).toSelf();
  memory.container.bind(AlertMemberOfSubmissionUseCase).toSelf();
  return {
    ...memory,
    alert: memory.container.get(AlertMemberOfSubmissionUseCase),
    messages: memory.container.get<MessagesPort>(MESSAGES),
    tokens: memory.container.get<PushTokensPort>(PUSH_TOKENS),
    push: memory.container.get(PUSH_SENDER) as PushSenderPort & { sent(): Array<{ tokens: string[]; notice: { title: string; link: string } }> },
  };
}

function messagesOf(messages: MessagesPort): Promise<readonly MemberMessage[]> {
  return new Promise((resolve) => {
    const stop = messages.watchMessages(UID, (list) => {
      resolve(list);
      queueMicrotask(stop);
    });
  });
}

describe('AlertMemberOfSubmissionUseCase', () => {
  it('tells the member once, in their language, with a push to their devices', async () => {
    const { alert, messages, tokens, push, db, container } = setup();
    await seedMember(container, UID, { siteLanguage: 'ES' });
    await tokens.save(UID, 'device-token-1', 1);
    db.setDocument(['vMember', UID, 'forms', 'sub1'], { name: 'Ana', email: 'ana@example.com', message: '¿Abren el domingo?', createdAt: 1, site: 'sol1234' });
    expect(await alert.execute(UID, 'sub1')).toMatchObject({ kind: 'alerted', outcome: { pushed: 1 } });
    expect(await alert.execute(UID, 'sub1')).toEqual({ kind: 'already-handled' });
    const list = await messagesOf(messages);
    expect(list.map((m) => m.title)).toEqual(['Nuevo mensaje de Ana']);
    expect(list[0]?.body).toContain('¿Abren el domingo?');
    // Opening the notification, or the push, opens the submission in the inbox.
    expect(list[0]?.link).toBe('/dashboard/forms?m=sub1');
    expect(push.sent().map((p) => [p.tokens, p.notice.title, p.notice.link])).toEqual([[['device-token-1'], 'Nuevo mensaje de Ana', '/dashboard/forms?m=sub1']]);
  });

  it('says so when the submission is gone', async () => {
    const { alert } = setup();
    expect(await alert.execute(UID, 'nothing')).toEqual({ kind: 'missing' });
  });
});
