import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Inquiry, NewInquiry } from '../../src/core/inquiries/inquiry';
import type { InquiriesPort } from '../../src/ports/inquiries.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { DEFAULT_QUIET_PERIOD_MS } from '../support/contract-subject';
import { eventually, pause } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { uniqueMemberId } from '../support/test-ids';

/** Inquiries are written through the port's own `submit`, so no fixture is needed. */
export type InquiriesFixtures = Record<string, never>;

export type InquiriesSubject = ContractSubject<InquiriesPort, InquiriesFixtures>;

export function describeInquiriesContract(adapterName: string, makeSubject: MakeSubject<InquiriesPort, InquiriesFixtures>): void {
  describe(`InquiriesPort contract: ${adapterName}`, () => {
    let subject: InquiriesSubject;
    let port: InquiriesPort;
    // The collection is shared by every test of a run: each test marks its own by a unique email.
    let tag: string;
    const subscriptions = new Subscriptions();
    const quiet = (): Promise<void> => pause(subject.quietPeriodMs ?? DEFAULT_QUIET_PERIOD_MS);
    const ours = (list: readonly Inquiry[]) => list.filter((inquiry) => inquiry.email.startsWith(tag));

    const contact = (name: string): NewInquiry => ({ kind: 'contact', language: 'en', name, email: `${tag}@example.com`, message: `Hello from ${name}`, intake: null });
    const intake: () => NewInquiry = () => ({
      kind: 'website-intake',
      language: 'es',
      name: 'Ana Ruiz',
      email: `${tag}@luna.test`,
      message: 'Pan fresco cada mañana 🥖',
      intake: { businessName: 'Panadería Luna', phoneNumber: '+52 55 1234 5678', businessType: 'bakery', pages: ['products', 'hours'] },
    });

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      tag = uniqueMemberId().toLowerCase();
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    it('a submitted inquiry is stored open, with every field and a creation time', async () => {
      const before = Date.now();
      const id = await port.submit(intake());
      const stored = await port.get(id);
      expect(stored).toMatchObject({ ...intake(), id, status: 'open', handledAt: null });
      expect(stored?.createdAt).toBeGreaterThan(before - 60_000);
      const message = await port.get(await port.submit(contact('Bea')));
      expect(message).toMatchObject({ kind: 'contact', name: 'Bea', intake: null, status: 'open' });
    });

    it('lists newest first, by status', async () => {
      const first = await port.submit(contact('First'));
      await pause(5);
      const second = await port.submit(contact('Second'));
      await pause(5);
      const third = await port.submit(contact('Third'));
      expect(ours(await port.list('all')).map((i) => i.id)).toEqual([third, second, first]);
      await port.setStatus(second, 'handled', Date.now());
      expect(ours(await port.list('open')).map((i) => i.id)).toEqual([third, first]);
      expect(ours(await port.list('handled')).map((i) => i.id)).toEqual([second]);
    });

    it('marking handled keeps when, and reopening clears it', async () => {
      const id = await port.submit(contact('Cleo'));
      const at = Date.UTC(2026, 0, 2, 3, 4, 5);
      await port.setStatus(id, 'handled', at);
      expect(await port.get(id)).toMatchObject({ status: 'handled', handledAt: at });
      await port.setStatus(id, 'open', at + 1000);
      expect(await port.get(id)).toMatchObject({ status: 'open', handledAt: null });
    });

    it("an unknown id is null to get and 'not-found' to setStatus; a path-like id is refused", async () => {
      expect(await port.get(`missing-${tag}`)).toBeNull();
      await expect(port.setStatus(`missing-${tag}`, 'handled', Date.now())).rejects.toMatchObject({ code: 'not-found' });
      await expect(port.get('inquiries/x')).rejects.toMatchObject({ code: 'invalid-input' });
    });

    it('watches live: a new inquiry arrives, a handled one leaves the open list', async () => {
      const open = new ListenerRecorder<readonly Inquiry[]>();
      subscriptions.keep(port.watchInquiries('open', 500, open.listener));
      await eventually(() => expect(open.count).toBeGreaterThan(0));
      const id = await port.submit(contact('Live'));
      await eventually(() => expect(ours(open.latest()).map((i) => i.id)).toEqual([id]));
      await port.setStatus(id, 'handled', Date.now());
      await eventually(() => expect(ours(open.latest())).toEqual([]));
    });

    it('a watch keeps at most its limit, the newest', async () => {
      await port.submit(contact('Old'));
      await pause(5);
      const newest = await port.submit(contact('New'));
      const recorder = new ListenerRecorder<readonly Inquiry[]>();
      subscriptions.keep(port.watchInquiries('all', 1, recorder.listener));
      await eventually(() => expect(recorder.latest().map((i) => i.id)).toEqual([newest]));
    });

    it('stops calling back after unsubscribe', async () => {
      const recorder = new ListenerRecorder<readonly Inquiry[]>();
      const stop = port.watchInquiries('all', 10, recorder.listener);
      await eventually(() => expect(recorder.count).toBeGreaterThan(0));
      stop();
      const calls = recorder.count;
      await port.submit(contact('Late'));
      await quiet();
      expect(recorder.count).toBe(calls);
    });
  });
}
