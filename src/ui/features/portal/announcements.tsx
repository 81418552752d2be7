import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { PORTAL_LIMITS, type Announcement, type SiteGroup } from '../../../core/portal/customer';
import { validateAnnouncement, type AnnouncementInput, type PortalErrorCode } from '../../../core/portal/portal-validation';
import { TextAreaField, TextField } from '../../components/form-field';
import { useFormat } from '../../services/use-format';
import { groupNames } from './customers';
import { Confirm } from './portal-controls';
import { ActionError, useAnnouncements, usePortal, usePortalAction } from './use-portal';

type FieldErrors = Partial<Record<keyof AnnouncementInput, PortalErrorCode>>;

/** A message to one or more groups, read in the customers' portal and pushed where they allowed it. */
function AnnouncementForm({ groups }: { readonly groups: readonly SiteGroup[] }) {
  const { t } = useTranslation('portal');
  const { portal, ownerId } = usePortal();
  const action = usePortalAction();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const message = (code: PortalErrorCode | undefined) => (code === undefined ? null : t(`errors.${code}`));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    // A group deleted while the form was open is no longer offered.
    const valid = validateAnnouncement({ title, body, groups: chosen.filter((id) => groups.some((g) => g.id === id)) });
    if (!valid.ok) {
      setErrors(valid.errors);
      return;
    }
    setErrors({});
    if (!(await action.run('Sending an announcement failed', () => portal.sendAnnouncement.execute(ownerId, valid.normalized)))) return;
    setTitle('');
    setBody('');
    setChosen([]);
    setSent(true);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="announcement-title"
        label={t('announcements.titleField')}
        value={title}
        error={message(errors.title)}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors({ ...errors, title: undefined });
        }}
      />
      <TextAreaField
        id="announcement-body"
        label={t('announcements.body')}
        hint={t('announcements.bodyHint', { max: PORTAL_LIMITS.announcementBody })}
        value={body}
        error={message(errors.body)}
        onChange={(event) => {
          setBody(event.target.value);
          setErrors({ ...errors, body: undefined });
        }}
      />
      <fieldset className="portal-checks" aria-describedby={errors.groups === undefined ? undefined : 'announcement-groups-error'}>
        <legend>{t('announcements.to')}</legend>
        {groups.map((group) => (
          <label key={group.id}>
            <input
              type="checkbox"
              checked={chosen.includes(group.id)}
              onChange={(event) => {
                setChosen(event.target.checked ? [...chosen, group.id] : chosen.filter((id) => id !== group.id));
                setErrors({ ...errors, groups: undefined });
              }}
            />{' '}
            {group.name}
          </label>
        ))}
        {errors.groups !== undefined && (
          <span className="field__error" id="announcement-groups-error">
            {t(errors.groups === 'required' ? 'announcements.chooseGroup' : `errors.${errors.groups}`)}
          </span>
        )}
      </fieldset>
      <ActionError error={action.error} />
      <p className="portal-actions">
        <button type="submit" className="button" disabled={action.busy}>
          {action.busy ? t('announcements.sending') : t('announcements.send')}
        </button>
        <span role="status" className="muted">
          {sent ? t('announcements.sent') : ''}
        </span>
      </p>
    </form>
  );
}

function SentAnnouncement({ announcement, groups, onRemove }: { readonly announcement: Announcement; readonly groups: readonly SiteGroup[]; readonly onRemove: () => void }) {
  const { t } = useTranslation('portal');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const names = groupNames(announcement.groups, groups);
  return (
    <li>
      <article className="portal-announcement" aria-labelledby={`announcement-${announcement.id}`}>
        <h4 id={`announcement-${announcement.id}`}>{announcement.title}</h4>
        <p className="muted">
          <time dateTime={new Date(announcement.createdAt).toISOString()}>{format.dateTime(announcement.createdAt)}</time>
          {' · '}
          {names.length > 0 ? t('announcements.sentTo', { groups: names.join(', ') }) : t('announcements.groupsGone')}
        </p>
        {announcement.body !== '' && <p className="portal-announcement__body">{announcement.body}</p>}
        {confirming ? (
          <Confirm
            question={t('announcements.removeConfirm', { title: announcement.title })}
            confirmLabel={t('announcements.remove')}
            onConfirm={() => {
              setConfirming(false);
              onRemove();
            }}
            onCancel={() => setConfirming(false)}
          >
            <p>{t('announcements.removeDetail')}</p>
          </Confirm>
        ) : (
          <button type="button" className="button button--secondary portal-danger" onClick={() => setConfirming(true)}>
            {t('announcements.remove')}
            <span className="visually-hidden">: {announcement.title}</span>
          </button>
        )}
      </article>
    </li>
  );
}

/** Announcements: write to groups, and the ones already sent, newest first. */
export function Announcements({ groups }: { readonly groups: readonly SiteGroup[] }) {
  const { t } = useTranslation('portal');
  const { portal, ownerId } = usePortal();
  const announcements = useAnnouncements();
  const action = usePortalAction();
  return (
    <section className="card portal-announcements" aria-labelledby="announcements-title">
      <h2 id="announcements-title">{t('announcements.title')}</h2>
      <p>{t('announcements.intro')}</p>
      {groups.length === 0 ? (
        <p className="notice">
          {t('announcements.noGroups')} <a href="#new-group-name">{t('announcements.createFirst')}</a>
        </p>
      ) : (
        <AnnouncementForm groups={groups} />
      )}
      <h3>{t('announcements.sentTitle')}</h3>
      <ActionError error={action.error} />
      {announcements === null ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : announcements.length === 0 ? (
        <p className="muted">{t('announcements.none')}</p>
      ) : (
        <ul className="portal-list portal-list--plain">
          {announcements.map((a) => (
            <SentAnnouncement
              key={a.id}
              announcement={a}
              groups={groups}
              onRemove={() => void action.run('Removing an announcement failed', () => portal.removeAnnouncement.execute(ownerId, a.id))}
            />
          ))}
        </ul>
      )}
      <p className="muted">
        {t('announcements.customersHint')} <Link to={ROUTES.users}>{t('announcements.usersLink')}</Link>
      </p>
    </section>
  );
}
