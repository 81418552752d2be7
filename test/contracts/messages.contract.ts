import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberMessage } from '../../src/core/messages/message';
import type { MessagesPort } from '../../src/ports/messages.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { DEFAULT_QUIET_PERIOD_MS } from '../support/contract-subject';
import { eventually, pause } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { uniqueMemberId } from '../support/test-ids';

/** Messages are written through the port's own `send` (server side), so no fixture is needed. */
export type MessagesFixtures = Record<string, never>;

export type MessagesSubject = ContractSubject<MessagesPort, MessagesFixtures>;

export function describeMessagesContract(adapterName: string, makeSubject: MakeSubject<MessagesPort, MessagesFixtures>): void {
  describe(`MessagesPort contract: ${adapterName}`, () => {
    let subject: MessagesSubject;
    let port: MessagesPort;
    let memberId: string;
    const subscriptions = new Subscriptions();
    const quiet = (): Promise<void> => pause(subject.quietPeriodMs ?? DEFAULT_QUIET_PERIOD_MS);

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    it('a sent message arrives unread with its title, body and a creation time', async () => {
      const recorder = new ListenerRecorder<readonly MemberMessage[]>();
      subscriptions.keep(port.watchMessages(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toEqual([]));
      const id = await port.send(memberId, { title: 'Welcome', body: 'Your site is live.' });
      expect(typeof id).toBe('string');
      const [message] = await eventually(() => {
        expect(recorder.latest()).toHaveLength(1);
        return recorder.latest();
      });
      expect(message).toMatchObject({ id, title: 'Welcome', body: 'Your site is live.', leido: false });
      expect(typeof message?.createdAt).toBe('number');
    });

    it('lists messages newest first', async () => {
      const first = await port.send(memberId, { title: 'First', body: '1' });
      const second = await port.send(memberId, { title: 'Second', body: '2' });
      const third = await port.send(memberId, { title: 'Third', body: '3' });
      const recorder = new ListenerRecorder<readonly MemberMessage[]>();
      subscriptions.keep(port.watchMessages(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest().map((m) => m.id)).toEqual([third, second, first]));
      const created = recorder.latest().map((m) => m.createdAt);
      expect([...created].sort((a, b) => b - a)).toEqual(created);
    });

    it('counts unread messages live: up on send, down on markRead', async () => {
      const recorder = new ListenerRecorder<number>();
      subscriptions.keep(port.watchUnreadCount(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toBe(0));
      const a = await port.send(memberId, { title: 'A', body: '' });
      await port.send(memberId, { title: 'B', body: '' });
      await port.send(memberId, { title: 'C', body: '' });
      await eventually(() => expect(recorder.latest()).toBe(3));
      await port.markRead(memberId, a);
      await eventually(() => expect(recorder.latest()).toBe(2));
      // Reading again is harmless.
      await port.markRead(memberId, a);
      await quiet();
      expect(recorder.latest()).toBe(2);
    });

    it('markRead sets leido on that message only', async () => {
      const a = await port.send(memberId, { title: 'A', body: '' });
      const b = await port.send(memberId, { title: 'B', body: '' });
      await port.markRead(memberId, a);
      const recorder = new ListenerRecorder<readonly MemberMessage[]>();
      subscriptions.keep(port.watchMessages(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toHaveLength(2));
      const byId = new Map(recorder.latest().map((m) => [m.id, m.leido]));
      expect(byId.get(a)).toBe(true);
      expect(byId.get(b)).toBe(false);
    });

    it("markRead of a message that does not exist rejects with 'not-found'", async () => {
      await expect(port.markRead(memberId, 'no-such-message')).rejects.toMatchObject({ code: 'not-found' });
    });

    it("keeps members' messages apart", async () => {
      const other = uniqueMemberId();
      const recorder = new ListenerRecorder<number>();
      subscriptions.keep(port.watchUnreadCount(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toBe(0));
      await port.send(other, { title: 'Not yours', body: '' });
      await quiet();
      expect(recorder.latest()).toBe(0);
    });

    it('hands each listener call its own copy', async () => {
      await port.send(memberId, { title: 'Original', body: '' });
      const recorder = new ListenerRecorder<readonly MemberMessage[]>();
      subscriptions.keep(port.watchMessages(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toHaveLength(1));
      (recorder.latest()[0] as { title: string }).title = 'Changed by the caller';
      await port.send(memberId, { title: 'Second', body: '' });
      await eventually(() => expect(recorder.latest()).toHaveLength(2));
      expect(recorder.latest().map((m) => m.title)).toContain('Original');
    });

    it('stops calling back after unsubscribe', async () => {
      const messages = new ListenerRecorder<readonly MemberMessage[]>();
      const unread = new ListenerRecorder<number>();
      const stopMessages = port.watchMessages(memberId, messages.listener);
      const stopUnread = port.watchUnreadCount(memberId, unread.listener);
      await eventually(() => expect(messages.count + unread.count).toBe(2));
      stopMessages();
      stopUnread();
      await port.send(memberId, { title: 'Late', body: '' });
      await quiet();
      expect(messages.count + unread.count).toBe(2);
    });
  });
}
