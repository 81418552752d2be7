import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_LIMITS, type SiteGroup } from '../../../core/portal/customer';
import { validateInvitation } from '../../../core/portal/portal-validation';
import { TextField } from '../../components/form-field';
import { useShell } from '../../services/services-context';
import { useFormat } from '../../services/use-format';
import { groupNames, portalUrl } from './customers';
import { CopyButton, LinkBox } from './portal-controls';
import { ActionError, useInvitations, usePortal, usePortalAction } from './use-portal';

interface InvitationsProps {
  readonly groups: readonly SiteGroup[];
  /** The origin that serves members' sites at /s/<username>. */
  readonly origin: string;
  readonly username: string;
}

/** Invite by email: a link that admits its holder at once, in the chosen groups, for a few days. */
export function Invitations({ groups, origin, username }: InvitationsProps) {
  const { t } = useTranslation('portal');
  const { clock } = useShell();
  const format = useFormat();
  const { portal, ownerId } = usePortal();
  const invitations = useInvitations();
  const action = usePortalAction();
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [groupsError, setGroupsError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ readonly email: string; readonly link: string } | null>(null);
  const now = clock.now();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = clock.now();
    // A group deleted while the form was open is no longer offered.
    const valid = validateInvitation({ email, groups: chosen.filter((id) => groups.some((g) => g.id === id)) }, at);
    if (!valid.ok) {
      setEmailError(valid.errors.email === undefined ? null : t(`errors.${valid.errors.email}`));
      setGroupsError(valid.errors.groups === undefined ? null : t(`errors.${valid.errors.groups}`));
      return;
    }
    setEmailError(null);
    setGroupsError(null);
    let id = '';
    const done = await action.run('Creating a portal invitation failed', async () => {
      id = await portal.createInvitation.execute(ownerId, valid.normalized);
    });
    if (!done) return;
    setCreated({ email: valid.normalized.email, link: portalUrl(origin, username, id) });
    setEmail('');
    setChosen([]);
  };

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('invite.title')}</h2>
      <p>{t('invite.text', { days: PORTAL_LIMITS.inviteDays })}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="invite-email"
          type="email"
          autoComplete="off"
          label={t('invite.email')}
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
        />
        {groups.length > 0 && (
          <fieldset className="portal-checks" aria-describedby={groupsError === null ? undefined : 'invite-groups-error'}>
            <legend>{t('invite.groups')}</legend>
            {groups.map((group) => (
              <label key={group.id}>
                <input
                  type="checkbox"
                  checked={chosen.includes(group.id)}
                  onChange={(event) => setChosen(event.target.checked ? [...chosen, group.id] : chosen.filter((id) => id !== group.id))}
                />{' '}
                {group.name}
              </label>
            ))}
            {groupsError !== null && (
              <span className="field__error" id="invite-groups-error">
                {groupsError}
              </span>
            )}
          </fieldset>
        )}
        <ActionError error={action.error} />
        <button type="submit" className="button" disabled={action.busy}>
          {action.busy ? t('invite.creating') : t('invite.create')}
        </button>
      </form>
      {created !== null && (
        <div className="portal-created" aria-live="polite">
          <p>{t('invite.created', { email: created.email })}</p>
          <LinkBox link={created.link} label={t('invite.link')} />
        </div>
      )}

      <h3>{t('invite.pending')}</h3>
      {invitations === null ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : invitations.length === 0 ? (
        <p className="muted">{t('invite.none')}</p>
      ) : (
        <ul className="portal-list">
          {invitations.map((invitation) => {
            const expired = invitation.expiresAt <= now;
            const names = groupNames(invitation.groups, groups);
            return (
              <li key={invitation.id} className="portal-list__item">
                <div className="portal-list__text">
                  <strong>{invitation.email}</strong>
                  <span className={expired ? 'portal-status portal-status--blocked' : 'muted'}>
                    {expired ? t('invite.expired', { date: format.date(invitation.expiresAt) }) : t('invite.expires', { date: format.date(invitation.expiresAt) })}
                  </span>
                  {names.length > 0 && <span className="muted">{t('invite.inGroups', { groups: names.join(', ') })}</span>}
                </div>
                <div className="portal-actions portal-actions--compact">
                  {!expired && <CopyButton text={portalUrl(origin, username, invitation.id)} label={t('invite.copyLink')} context={invitation.email} />}
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void action.run('Removing a portal invitation failed', () => portal.removeInvitation.execute(ownerId, invitation.id))}
                  >
                    {t('invite.remove')}
                    <span className="visually-hidden">: {invitation.email}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
