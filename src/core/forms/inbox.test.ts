import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EpochMs } from '../time/time';
import type { FormSubmission } from './form-submission';
import { ALL_SUBMISSIONS, filterSubmissions, formsSeen, phoneOf, replyLinks, submissionsCsv } from './inbox';

const at = (day: number) => Date.UTC(2026, 10, day, 15) as EpochMs;

function sub(id: string, overrides: Partial<FormSubmission> = {}): FormSubmission {
  return {
    id, formId: 'contact', formTitle: 'Contact', name: 'Ana', email: 'ana@example.com', answers: [], createdAt: at(1),
    site: 'sol1234', language: 'es', read: false, archived: false, ...overrides,
  };
}

describe('filterSubmissions', () => {
  const all = [
    sub('a', { name: 'José Pérez', read: true, createdAt: at(3) }),
    sub('b', { formId: 'quote', formTitle: 'Quote', answers: [{ id: 'f1', label: 'Size', type: 'short-text', value: 'Large cake' }], createdAt: at(5) }),
    sub('c', { archived: true, createdAt: at(7) }),
  ];

  it('shows the open messages by default and the archive on its own', () => {
    expect(filterSubmissions(all, ALL_SUBMISSIONS).map((s) => s.id)).toEqual(['a', 'b']);
    expect(filterSubmissions(all, { ...ALL_SUBMISSIONS, view: 'archived' }).map((s) => s.id)).toEqual(['c']);
  });

  it('narrows by unread, form, dates and words (accents and case ignored)', () => {
    expect(filterSubmissions(all, { ...ALL_SUBMISSIONS, unreadOnly: true }).map((s) => s.id)).toEqual(['b']);
    expect(filterSubmissions(all, { ...ALL_SUBMISSIONS, formId: 'quote' }).map((s) => s.id)).toEqual(['b']);
    expect(filterSubmissions(all, { ...ALL_SUBMISSIONS, from: at(4), until: at(6) }).map((s) => s.id)).toEqual(['b']);
    expect(filterSubmissions(all, { ...ALL_SUBMISSIONS, search: 'jose' }).map((s) => s.id)).toEqual(['a']);
    expect(filterSubmissions(all, { ...ALL_SUBMISSIONS, search: 'LARGE  cake' }).map((s) => s.id)).toEqual(['b']);
    expect(filterSubmissions(all, { ...ALL_SUBMISSIONS, search: 'large nope' })).toEqual([]);
  });

  it('never shows a message in both views, nor loses one (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ read: fc.boolean(), archived: fc.boolean() }), { maxLength: 30 }), (states) => {
        const subs = states.map((s, i) => sub(`s${i}`, s));
        const open = filterSubmissions(subs, ALL_SUBMISSIONS);
        const archived = filterSubmissions(subs, { ...ALL_SUBMISSIONS, view: 'archived' });
        expect(open.length + archived.length).toBe(subs.length);
        expect(open.filter((s) => archived.includes(s))).toEqual([]);
      }),
    );
  });

  it('lists the forms seen, once each', () => {
    expect(formsSeen(all)).toEqual([{ id: 'contact', title: 'Contact' }, { id: 'quote', title: 'Quote' }]);
  });
});

describe('submissionsCsv', () => {
  const headings = { date: 'Date', form: 'Form', name: 'Name', email: 'Email', status: 'Status', message: 'Message' };

  it('puts every form in one sheet, a column per field, quoting what needs it', () => {
    const csv = submissionsCsv(
      [
        sub('a', { answers: [{ id: 'fmessage', label: '', type: 'long-text', value: 'Hola, "amigos"\nsegunda línea' }] }),
        sub('b', { formTitle: 'Quote', answers: [{ id: 'f1', label: 'Size', type: 'short-text', value: 'Large' }] }),
      ],
      headings,
      () => '2026-11-01',
      (s) => (s.read ? 'Read' : 'Unread'),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Form,Name,Email,Status,Message,Size',
      '2026-11-01,Contact,Ana,ana@example.com,Unread,"Hola, ""amigos""\nsegunda línea",',
      '2026-11-01,Quote,Ana,ana@example.com,Unread,,Large',
      '',
    ]);
  });

  it('never lets a visitor’s text start a spreadsheet formula', () => {
    const csv = submissionsCsv([sub('a', { name: '=HYPERLINK("http://x")' })], headings, () => 'd', () => 's');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});

describe('replyLinks', () => {
  it('opens mail with the greeting, and the phone and WhatsApp when a number was given', () => {
    const s = sub('a', { answers: [{ id: 'f1', label: 'Phone', type: 'phone', value: '+52 (55) 1234-5678' }] });
    const links = replyLinks(s, 'Re: Contact', 'Hola Ana, gracias por escribirnos.');
    expect(links.email).toBe('mailto:ana@example.com?subject=Re%3A%20Contact&body=Hola%20Ana%2C%20gracias%20por%20escribirnos.');
    expect(links.call).toBe('tel:+525512345678');
    expect(links.whatsapp).toBe('https://wa.me/525512345678?text=Hola%20Ana%2C%20gracias%20por%20escribirnos.');
    expect(replyLinks(sub('b'), 's', 'g')).toMatchObject({ call: null, whatsapp: null });
    expect(phoneOf(sub('c', { answers: [{ id: 'f1', label: 'Phone', type: 'phone', value: '12' }] }))).toBeNull();
  });
});
