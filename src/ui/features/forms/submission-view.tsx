import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSubmission } from '../../../core/forms/form-submission';
import { replyLinks } from '../../../core/forms/inbox';
import { useFormat } from '../../services/use-format';
import { useNamespaceIn } from '../../i18n/lazy-namespaces';
import type { SubmissionActions } from './use-submission-actions';

interface SubmissionViewProps {
  readonly submission: FormSubmission;
  readonly title: string;
  /** False below Professional: read, reply and export only. */
  readonly editable: boolean;
  readonly actions: SubmissionActions;
  readonly onClose: () => void;
}

/** One message: who sent it, from which form and when, every answer, and replies in the visitor's language. */
export function SubmissionView({ submission, title, editable, actions, onClose }: SubmissionViewProps) {
  const { t, i18n } = useTranslation('forms');
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // The greeting speaks the site's language, whatever language the dashboard is in.
  const visitorT = i18n.getFixedT(submission.language, 'forms');
  // The dashboard loads its strings in the language shown: the visitor's may have to be fetched.
  const visitorStrings = useNamespaceIn('forms', submission.language);
  const firstName = submission.name.split(/\s+/)[0] ?? submission.name;
  const links = replyLinks(submission, visitorT('reply.subject', { form: title }), visitorT('reply.greeting', { name: firstName }));

  useEffect(() => heading.current?.focus(), [submission.id]);

  return (
    <article className="card submission-view" aria-labelledby="submission-title">
      <button type="button" className="button button--link submission-view__back" onClick={onClose}>
        ← {t('back')}
      </button>
      <h2 id="submission-title" tabIndex={-1} ref={heading}>
        {submission.name}
      </h2>
      <dl className="submission-view__facts">
        <dt>{t('from')}</dt>
        <dd>
          <a href={`mailto:${submission.email}`}>{submission.email}</a>
        </dd>
        <dt>{t('filters.form')}</dt>
        <dd>{title}</dd>
        <dt>{t('sentAt')}</dt>
        <dd>
          <time dateTime={new Date(submission.createdAt).toISOString()}>{format.dateTime(submission.createdAt)}</time>
        </dd>
      </dl>
      <dl className="submission-view__answers">
        {submission.answers.map((answer) => (
          <div key={answer.id}>
            <dt>{answer.label !== '' ? answer.label : t('message')}</dt>
            <dd>{answer.type === 'consent' ? (answer.value === 'yes' ? t('yes') : t('noAnswer')) : answer.value !== '' ? answer.value : t('noAnswer')}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="reply-title">
        <h3 id="reply-title">{t('reply.title')}</h3>
        {visitorStrings && (
        <p className="submission-view__actions">
          <a className="button" href={links.email}>
            {t('reply.email')}
          </a>
          {links.call !== null && (
            <a className="button button--secondary" href={links.call}>
              {t('reply.call')}
            </a>
          )}
          {links.whatsapp !== null && (
            <a className="button button--secondary" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
              {t('reply.whatsapp')}
            </a>
          )}
        </p>
        )}
      </section>
      {editable && (
        <p className="submission-view__actions">
          <button type="button" className="button button--secondary" onClick={() => void actions.setState(submission, { read: !submission.read })}>
            {submission.read ? t('actions.markUnread') : t('actions.markRead')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              void actions.setState(submission, submission.archived ? { archived: false } : { archived: true, read: true });
              onClose();
            }}
          >
            {submission.archived ? t('actions.unarchive') : t('actions.archive')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              actions.remove(submission);
              onClose();
            }}
          >
            {t('actions.delete')}
          </button>
        </p>
      )}
    </article>
  );
}
