import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/core/notifications/outgoing-mail';
import { invitationMail } from '../../src/core/notifications/outgoing-mail';
import type { MailOutboxPort } from '../../src/ports/mail-outbox.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';

export interface MailOutboxFixtures {
  /** Every mail the deployment's mail sender will find in this outbox, in any order. */
  queued(): Promise<readonly OutgoingMail[]>;
  /** Outboxes of deployments where mail is not set up. */
  readonly unconfigured: readonly MailOutboxPort[];
}

export type MailOutboxSubject = ContractSubject<MailOutboxPort, MailOutboxFixtures>;

const byRecipient = (mails: readonly OutgoingMail[]) => [...mails].sort((a, b) => (a.to < b.to ? -1 : 1));

export function describeMailOutboxContract(adapterName: string, makeSubject: MakeSubject<MailOutboxPort, MailOutboxFixtures>): void {
  describe(`MailOutboxPort contract: ${adapterName}`, () => {
    let subject: MailOutboxSubject;
    let port: MailOutboxPort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('queues a mail for the sender exactly as given, and says so', async () => {
      const mail = { to: 'ana@example.com', subject: 'Hola', text: 'https://example.com/portal?invite=1' };
      expect(await port.enqueue(mail)).toBe('queued');
      expect(await subject.fixtures.queued()).toEqual([mail]);
    });

    it('keeps the text as written: accents, line breaks and the link', async () => {
      const mail = invitationMail('bea@example.com', 'Panadería Núñez', 'https://example.com/s/nunez/portal?invite=abc', 'ES');
      expect(await port.enqueue(mail)).toBe('queued');
      expect(await subject.fixtures.queued()).toEqual([mail]);
    });

    it('carries an attachment as given: its name, type and text', async () => {
      const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Cita: Corte\\, Barbería Sol\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
      const mail = { to: 'ana@example.com', subject: 'Cita confirmada', text: 'Hola', attachments: [{ filename: 'cita.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content }] };
      expect(await port.enqueue(mail)).toBe('queued');
      expect(await subject.fixtures.queued()).toEqual([mail]);
    });

    it('queues each of many mails sent at once, each once', async () => {
      const mails = Array.from({ length: 8 }, (_, i) => ({ to: `customer-${i}@example.com`, subject: `Invitation ${i}`, text: `link ${i}` }));
      expect(await Promise.all(mails.map((mail) => port.enqueue(mail)))).toEqual(mails.map(() => 'queued'));
      expect(byRecipient(await subject.fixtures.queued())).toEqual(mails);
    });

    it('sends nothing where the deployment has no mail, and says so', async () => {
      expect(subject.fixtures.unconfigured.length).toBeGreaterThan(0);
      for (const outbox of subject.fixtures.unconfigured) {
        expect(await outbox.enqueue({ to: 'ana@example.com', subject: 'Hola', text: '' })).toBe('not-configured');
      }
    });
  });
}
