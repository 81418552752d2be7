import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTICE_TITLE_MAX, PUSH_BODY_MAX } from '../notifications/notice';
import { inquiryAlert, inquiryLink } from './inquiry-alert';

describe('inquiryAlert', () => {
  const contact = { id: 'q1', kind: 'contact' as const, name: 'Ana', message: 'Hello there', intake: null };

  it("says who wrote, in the administrator's language, and links to the inquiry", () => {
    expect(inquiryAlert(contact, 'EN')).toEqual({ title: 'New contact message from Ana', body: 'Hello there', link: '/dashboard/admin?inquiry=q1#inquiries' });
    expect(inquiryAlert(contact, 'ES').title).toBe('Nuevo mensaje de contacto de Ana');
    const intake = { ...contact, kind: 'website-intake' as const, intake: { businessName: 'Luna', phoneNumber: '', businessType: 'bakery' as const, pages: ['hours' as const] } };
    expect(inquiryAlert(intake, 'EN').title).toBe('New website request from Luna');
    expect(inquiryAlert(intake, 'ES').title).toBe('Nueva solicitud de sitio web de Luna');
  });

  it('keeps any inquiry within the bounds of a message and a push', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 6000 }), fc.constantFrom('EN' as const, 'ES' as const), (name, message, language) => {
        const notice = inquiryAlert({ ...contact, name, message }, language);
        expect([...notice.title].length).toBeLessThanOrEqual(NOTICE_TITLE_MAX);
        expect([...notice.body].length).toBeLessThanOrEqual(PUSH_BODY_MAX);
        if ([...message].length <= PUSH_BODY_MAX) expect(notice.body).toBe(message);
        else expect(notice.body.endsWith('…')).toBe(true);
      }),
    );
  });

  it('escapes the id in the link', () => {
    expect(inquiryLink('a/b?c')).toBe('/dashboard/admin?inquiry=a%2Fb%3Fc#inquiries');
  });
});
