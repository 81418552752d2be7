import { ROUTES } from '../dashboard/route-paths';
import type { Notice } from '../notifications/notice';
import { NOTICE_BODY_MAX, boundedNotice, clip } from '../notifications/notice';
import { CONTACT_FORM_ID } from './form-definition';
import type { FormSubmission } from './form-submission';

/** Where the dashboard opens one submission: the inbox with it selected. */
export function submissionPath(submissionId: string): string {
  return `${ROUTES.forms}?m=${encodeURIComponent(submissionId)}`;
}

const TEXT = {
  EN: {
    title: (name: string) => `New message from ${name}`,
    titleOf: (name: string, form: string) => `${form}: ${name}`,
    from: 'From',
    message: 'Message',
    reply: 'Reply by e-mail to answer.',
  },
  ES: {
    title: (name: string) => `Nuevo mensaje de ${name}`,
    titleOf: (name: string, form: string) => `${form}: ${name}`,
    from: 'De',
    message: 'Mensaje',
    reply: 'Responde por correo para contestar.',
  },
} as const;

/**
 * What a member is told when a visitor sends one of their site's forms, in the member's
 * language: who wrote (name and e-mail, to answer) and every answer, as the visitor saw the
 * fields. The notification holds the whole message, so it reaches the member wherever they read it.
 */
export function submissionAlert(submission: FormSubmission, language: 'EN' | 'ES'): Notice {
  const text = TEXT[language === 'ES' ? 'ES' : 'EN'];
  const title = submission.formId === CONTACT_FORM_ID || submission.formTitle === '' ? text.title(submission.name) : text.titleOf(submission.name, submission.formTitle);
  const answers = submission.answers.map((answer) => `${answer.label === '' ? text.message : answer.label}: ${answer.value}`);
  const body = [`${text.from}: ${submission.name} <${submission.email}>`, '', ...answers, '', text.reply].join('\n');
  // The reply line stays whatever the length of the answers.
  const room = NOTICE_BODY_MAX - text.reply.length - 2;
  return boundedNotice({ title, body: body.length <= NOTICE_BODY_MAX ? body : `${clip(body, room)}\n\n${text.reply}`, link: submissionPath(submission.id) });
}
