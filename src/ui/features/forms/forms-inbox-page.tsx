import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { FormSubmission } from '../../../core/forms/form-submission';
import type { InboxFilter } from '../../../core/forms/inbox';
import { ALL_SUBMISSIONS, filterSubmissions, formsSeen } from '../../../core/forms/inbox';
import { canUseForms } from '../../../core/plans/plan-gates';
import { DashboardPage } from '../../components/dashboard-page';
import { useDashboard } from '../../services/dashboard-context';
import { useFormat } from '../../services/use-format';
import { InboxFilters, dayBounds } from './inbox-filters';
import { SubmissionView } from './submission-view';
import { downloadCsv } from './submissions-csv';
import { useSubmissionActions } from './use-submission-actions';
import './forms.css';

/** The first answer, as a one-line preview in the list. */
function preview(submission: FormSubmission): string {
  const first = submission.answers.find((a) => a.value !== '' && a.type !== 'consent');
  return first === undefined ? submission.email : first.value.replace(/\s+/g, ' ');
}

function EmptyInbox() {
  const { t } = useTranslation('forms');
  const { shareSite } = useDashboard();
  return (
    <section className="card forms-empty" aria-labelledby="forms-empty-title">
      <h2 id="forms-empty-title">{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <p className="forms-empty__actions">
        <Link className="button button--secondary" to={ROUTES.websiteStudio}>
          {t('empty.studio')}
        </Link>
        <button type="button" className="button" onClick={() => void shareSite()}>
          {t('empty.share')}
        </button>
      </p>
    </section>
  );
}

/**
 * /dashboard/forms: every message visitors sent from the member's site, live and newest first.
 * `?m=<id>` opens one (the alert's link). Below Professional it stays readable, changing nothing.
 */
export function FormsInboxPage() {
  const { t } = useTranslation('forms');
  const format = useFormat();
  const { backend, member, view } = useDashboard();
  const [params, setParams] = useSearchParams();
  const [submissions, setSubmissions] = useState<readonly FormSubmission[] | null>(null);
  const [filter, setFilter] = useState<InboxFilter>(ALL_SUBMISSIONS);
  const [days, setDays] = useState({ from: '', until: '' });
  const editable = canUseForms(view.tier);
  const actions = useSubmissionActions(backend.useCases.forms, member.id);

  useEffect(() => backend.useCases.forms.watchSubmissions.all(member.id, setSubmissions), [backend, member.id]);

  const visible = useMemo(() => (submissions ?? []).filter((s) => !actions.pendingDeletes.has(s.id)), [submissions, actions.pendingDeletes]);
  const shown = useMemo(() => filterSubmissions(visible, { ...filter, ...dayBounds(days) }), [visible, filter, days]);
  const forms = useMemo(() => formsSeen(visible), [visible]);
  const openId = params.get('m');
  const open = openId === null ? null : (visible.find((s) => s.id === openId) ?? null);

  const select = (id: string | null) => setParams(id === null ? {} : { m: id }, { replace: id === null });

  // Opening a message reads it, as in any mail inbox, once per opening: "mark as unread" sticks.
  // Never below Professional, where the inbox is read-only.
  const autoRead = useRef<string | null>(null);
  useEffect(() => {
    if (open === null || !editable || autoRead.current === open.id) return;
    autoRead.current = open.id;
    if (!open.read) void actions.setState(open, { read: true });
  }, [open, editable, actions]);

  const titleOf = (s: FormSubmission) => (s.formTitle !== '' ? s.formTitle : t('contactForm'));
  const narrowed = filter.view === 'archived' || filter.unreadOnly || filter.formId !== '' || filter.search.trim() !== '' || days.from !== '' || days.until !== '';

  return (
    <DashboardPage title={t('title')}>
      <p className="lead">{t('intro')}</p>
      {!editable && (
        <p className="notice" role="note">
          {t('readOnly')} <Link to={ROUTES.subscription}>{t('upgrade')}</Link>
        </p>
      )}
      <div className="forms-toolbar">
        {editable && (
          <Link className="button button--secondary" to={ROUTES.formsEdit}>
            {t('editForms')}
          </Link>
        )}
        {visible.length > 0 && (
          <>
            <button type="button" className="button button--secondary" onClick={() => downloadCsv(visible, t, format)}>
              {t('csv.all')}
            </button>
            {narrowed && shown.length > 0 && (
              <button type="button" className="button button--secondary" onClick={() => downloadCsv(shown, t, format)}>
                {t('csv.filtered')}
              </button>
            )}
          </>
        )}
      </div>
      {actions.error && (
        <p className="field__error" role="alert">
          {t('actions.failed')}
        </p>
      )}
      {submissions === null ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : submissions.length === 0 ? (
        <EmptyInbox />
      ) : (
        <div className={`forms-inbox${open !== null ? ' forms-inbox--open' : ''}`}>
          <div className="forms-inbox__list">
            <InboxFilters filter={filter} onFilter={setFilter} days={days} onDays={setDays} forms={forms.map((f) => ({ id: f.id, title: f.title !== '' ? f.title : t('contactForm') }))} />
            <p className="muted" role="status">
              {t('count', { count: shown.length })}
            </p>
            {shown.length === 0 ? (
              <p>
                {t('noMatch')}{' '}
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => {
                    setFilter({ ...ALL_SUBMISSIONS, view: filter.view });
                    setDays({ from: '', until: '' });
                  }}
                >
                  {t('clearFilters')}
                </button>
              </p>
            ) : (
              <ul className="submission-list">
                {shown.map((s) => (
                  <li key={s.id}>
                    <Link
                      className={`submission-item${s.read ? '' : ' submission-item--unread'}${s.id === openId ? ' submission-item--current' : ''}`}
                      to={`?m=${encodeURIComponent(s.id)}`}
                      aria-current={s.id === openId ? 'true' : undefined}
                    >
                      <span className="submission-item__head">
                        <strong>{s.name}</strong>
                        <time dateTime={new Date(s.createdAt).toISOString()}>{format.dateTime(s.createdAt)}</time>
                      </span>
                      <span className="submission-item__form">
                        {!s.read && <span className="visually-hidden">{t('unread')}: </span>}
                        {titleOf(s)}
                      </span>
                      <span className="submission-item__preview">{preview(s)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {open !== null && <SubmissionView submission={open} title={titleOf(open)} editable={editable} actions={actions} onClose={() => select(null)} />}
        </div>
      )}
    </DashboardPage>
  );
}
