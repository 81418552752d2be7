import { describe, expect, it } from 'vitest';
import type { MemberMessage } from '../../src/core/messages/message';
import { MESSAGES } from '../../src/ports/messages.port';
import { eventually } from '../support/eventually';
import { ListenerRecorder } from '../support/listener-recorder';
import { createMemoryContainer } from '../support/memory-container';
import { uniqueMemberId } from '../support/test-ids';
import { describeMessagesContract } from './messages.contract';

describeMessagesContract('memory', async () => {
  const { get } = createMemoryContainer();
  return { port: get(MESSAGES), fixtures: {}, quietPeriodMs: 0 };
});

describe('MemoryMessages beyond the contract', () => {
  it('orders by the server time first, and by sending order within one millisecond', async () => {
    const { get, clock } = createMemoryContainer();
    const port = get(MESSAGES);
    const memberId = uniqueMemberId();
    const early = await port.send(memberId, { title: 'early', body: '' });
    const sameMs = await port.send(memberId, { title: 'same ms', body: '' });
    clock.advance(1000);
    const late = await port.send(memberId, { title: 'late', body: '' });
    const recorder = new ListenerRecorder<readonly MemberMessage[]>();
    port.watchMessages(memberId, recorder.listener);
    await eventually(() => expect(recorder.latest().map((m) => m.id)).toEqual([late, sameMs, early]));
    expect(recorder.latest()[0]?.createdAt).toBe(clock.now());
  });

  it('an admin on another device sending a message updates the member’s unread count', async () => {
    const member = createMemoryContainer();
    const admin = createMemoryContainer({ db: member.db });
    const memberId = uniqueMemberId();
    const recorder = new ListenerRecorder<number>();
    member.get(MESSAGES).watchUnreadCount(memberId, recorder.listener);
    await eventually(() => expect(recorder.latest()).toBe(0));
    await admin.get(MESSAGES).send(memberId, { title: 'Hello', body: 'From support' });
    await eventually(() => expect(recorder.latest()).toBe(1));
  });
});
