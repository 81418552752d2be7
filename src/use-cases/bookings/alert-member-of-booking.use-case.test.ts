import { describe, expect, it } from 'vitest';
import type { MemberMessage } from '../../core/messages/message';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { PUSH_SENDER, type PushSenderPort } from '../../ports/push-sender.port';
import { PUSH_TOKENS, type PushTokensPort } from '../../ports/push-tokens.port';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { NotifyMemberUseCase } from '../notifications/notify-member.use-case';
import { AlertMemberOfBookingUseCase } from './alert-member-of-booking.use-case';

const UID = 'memberUid00000000000000000019';
// Tuesday 17 June 2025, 10:00 in Chicago (the site's hours keep no other zone).
const START = Date.UTC(2025, 5, 17, 15, 0);

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(NotifyMemberUseCase).toSelf();
  memory.container.bind(AlertMemberOfBookingUseCase).toSelf();
  return {
    ...memory,
    alert: memory.container.get(AlertMemberOfBookingUseCase),
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

describe('AlertMemberOfBookingUseCase', () => {
  it("tells the owner once, in the owner's language whatever the visitor's, with a push that opens the booking", async () => {
    const { alert, messages, tokens, push, container } = setup();
    await seedMember(container, UID, { siteLanguage: 'EN' });
    await tokens.save(UID, 'device-token-1', 1);
    const booked = await container.get<BookingsPort>(BOOKINGS_PORT).book(
      UID,
      { serviceId: 'haircut', serviceName: 'Haircut', start: START, end: START + 3_600_000, status: 'requested', visitor: { name: 'Ana', email: 'ana@example.com', phone: '', note: 'Corto, por favor', language: 'es' }, createdAt: 1, manageKey: 'k' },
      { capacity: 1, bufferMinutes: 0 },
    );
    if (booked.kind !== 'booked') throw new Error('not booked');
    const id = booked.booking.id;
    expect(await alert.execute(UID, id)).toMatchObject({ kind: 'alerted', outcome: { pushed: 1 } });
    expect(await alert.execute(UID, id)).toEqual({ kind: 'already-handled' });
    const [message] = await messagesOf(messages);
    expect(message?.title).toBe('Booking request from Ana');
    expect(message?.body).toContain('Haircut · Tuesday, June 17, 2025 at 10:00 AM');
    expect(message?.body).toContain('Contact: ana@example.com');
    expect(message?.body).toContain('Note: Corto, por favor');
    expect(message?.link).toBe(`/dashboard/bookings?b=${id}`);
    expect(push.sent().map((p) => [p.tokens, p.notice.link])).toEqual([[['device-token-1'], `/dashboard/bookings?b=${id}`]]);
  });

  it('says so when the booking is gone', async () => {
    const { alert } = setup();
    expect(await alert.execute(UID, 'nothing')).toEqual({ kind: 'missing' });
  });
});
