import type { SiteLanguage } from '../member/member-record';
import { ROUTES } from '../dashboard/route-paths';
import type { Notice } from '../notifications/notice';
import { PUSH_BODY_MAX, boundedNotice, clip } from '../notifications/notice';
import type { Inquiry } from './inquiry';

const TEXT = {
  EN: {
    contact: (name: string) => `New contact message from ${name}`,
    intake: (business: string) => `New website request from ${business}`,
  },
  ES: {
    contact: (name: string) => `Nuevo mensaje de contacto de ${name}`,
    intake: (business: string) => `Nueva solicitud de sitio web de ${business}`,
  },
} as const;

/** Where the admin page shows one inquiry. */
export function inquiryLink(inquiryId: string): string {
  return `${ROUTES.admin}?inquiry=${encodeURIComponent(inquiryId)}#inquiries`;
}

/**
 * The notice an administrator gets for a new inquiry, in their language: who wrote, and the
 * start of what they wrote.
 */
export function inquiryAlert(inquiry: Pick<Inquiry, 'id' | 'kind' | 'name' | 'message' | 'intake'>, language: SiteLanguage): Notice {
  const text = TEXT[language === 'ES' ? 'ES' : 'EN'];
  const title = inquiry.intake === null ? text.contact(inquiry.name) : text.intake(inquiry.intake.businessName);
  return boundedNotice({ title, body: clip(inquiry.message, PUSH_BODY_MAX), link: inquiryLink(inquiry.id) });
}
