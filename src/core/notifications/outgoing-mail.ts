import type { SiteLanguage } from '../member/member-record';

/** A file sent with a mail (an appointment's .ics), its content as text. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

/** An e-mail the server hands to the deployment's mail sender. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly attachments?: readonly MailAttachment[];
}

/** The invitation to a business's customer area, in the site's language. */
export function invitationMail(to: string, site: string, link: string, language: SiteLanguage): OutgoingMail {
  if (language === 'ES') {
    return {
      to,
      subject: `Te invitaron al área de clientes de ${site}`,
      text: `${site} te invita a su área de clientes. Crea tu cuenta con este correo en el siguiente enlace (vale 14 días):\n\n${link}\n\nSi no esperabas esta invitación, ignora este correo.`,
    };
  }
  return {
    to,
    subject: `You're invited to the customer area of ${site}`,
    text: `${site} invites you to its customer area. Create your account with this e-mail address at the link below (it works for 14 days):\n\n${link}\n\nIf you were not expecting this invitation, you can ignore this e-mail.`,
  };
}
