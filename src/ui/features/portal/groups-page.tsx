import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { SiteGroup } from '../../../core/portal/customer';
import { validateGroupName } from '../../../core/portal/portal-validation';
import { DashboardPage } from '../../components/dashboard-page';
import { TextField } from '../../components/form-field';
import { Announcements } from './announcements';
import { memberCounts } from './customers';
import { GroupMembers } from './group-members';
import { Confirm } from './portal-controls';
import { ActionError, useCustomers, useGroups, usePortal, usePortalAction } from './use-portal';
import './portal.css';

function CreateGroup({ groups }: { readonly groups: readonly SiteGroup[] }) {
  const { t } = useTranslation('portal');
  const { portal, ownerId } = usePortal();
  const action = usePortalAction();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const valid = validateGroupName(name, groups);
    if (!valid.ok) return setError(t(`errors.${valid.error}`));
    setError(null);
    if (!(await action.run('Creating a group failed', () => portal.createGroup.execute(ownerId, valid.name)))) return;
    setName('');
    setCreated(valid.name);
  };

  return (
    <form className="portal-inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="new-group-name"
        label={t('groups.newName')}
        value={name}
        error={error}
        autoComplete="off"
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="button" disabled={action.busy}>
        {t('groups.create')}
      </button>
      <ActionError error={action.error} />
      <p role="status" className="muted portal-inline-form__status">
        {created === null ? '' : t('groups.created', { name: created })}
      </p>
    </form>
  );
}

interface GroupRowProps {
  readonly group: SiteGroup;
  readonly groups: readonly SiteGroup[];
  readonly count: number | null;
  readonly open: boolean;
}

/** One group: its name and size, and opening, renaming or deleting it. */
function GroupRow({ group, groups, count, open }: GroupRowProps) {
  const { t } = useTranslation('portal');
  const { portal, ownerId } = usePortal();
  const action = usePortalAction();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The name field takes the focus when renaming starts.
    if (mode === 'rename') document.getElementById(`rename-${group.id}`)?.focus();
  }, [mode, group.id]);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validateGroupName(name, groups, group.id);
    if (!valid.ok) return setError(t(`errors.${valid.error}`));
    setError(null);
    if (valid.name !== group.name && !(await action.run('Renaming a group failed', () => portal.renameGroup.execute(ownerId, group.id, valid.name)))) return;
    setMode('view');
  };

  const remove = () => {
    setMode('view');
    void action.run('Deleting a group failed', () => portal.deleteGroup.execute(ownerId, group.id));
  };

  return (
    <li className={`portal-list__item portal-group-row${open ? ' portal-group-row--open' : ''}`}>
      {mode === 'rename' ? (
        <form className="portal-inline-form" noValidate onSubmit={(event) => void rename(event)}>
          <TextField
            id={`rename-${group.id}`}
            label={t('groups.renameLabel', { name: group.name })}
            value={name}
            error={error}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          <p className="portal-actions portal-actions--compact">
            <button type="submit" className="button" disabled={action.busy}>
              {t('groups.saveName')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setMode('view');
                setName(group.name);
                setError(null);
                action.clearError();
              }}
            >
              {t('cancel')}
            </button>
          </p>
        </form>
      ) : (
        <>
          <div className="portal-list__text">
            <strong>{group.name}</strong>
            <span className="muted">{count === null ? '…' : t('groups.members', { count })}</span>
          </div>
          <div className="portal-actions portal-actions--compact">
            <Link className="button button--secondary" to={open ? '' : `?g=${encodeURIComponent(group.id)}`} aria-current={open ? 'true' : undefined}>
              {t('groups.open')}
              <span className="visually-hidden">: {group.name}</span>
            </Link>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setName(group.name);
                setMode('rename');
              }}
            >
              {t('groups.rename')}
              <span className="visually-hidden">: {group.name}</span>
            </button>
            <button type="button" className="button button--secondary portal-danger" onClick={() => setMode('delete')}>
              {t('groups.delete')}
              <span className="visually-hidden">: {group.name}</span>
            </button>
          </div>
        </>
      )}
      {mode === 'delete' && (
        <Confirm question={t('groups.deleteConfirm', { name: group.name })} confirmLabel={t('groups.deleteYes')} onConfirm={remove} onCancel={() => setMode('view')}>
          <p>{t('groups.deleteDetail', { count: count ?? 0 })}</p>
        </Confirm>
      )}
      <ActionError error={action.error} />
    </li>
  );
}

/**
 * /dashboard/groups (Elite): named sets of the business's customers, with their members, and
 * the announcements sent to them. `?g=<id>` opens one group.
 */
export function GroupsPage() {
  const { t } = useTranslation('portal');
  const customers = useCustomers();
  const loaded = useGroups();
  const groups = useMemo(() => loaded ?? [], [loaded]);
  const [params, setParams] = useSearchParams();
  const counts = useMemo(() => (customers === null ? null : memberCounts(customers)), [customers]);
  const openId = params.get('g');
  const open = openId === null ? null : (groups.find((g) => g.id === openId) ?? null);

  return (
    <DashboardPage title={t('groups.title')}>
      <p className="lead">{t('groups.intro')}</p>
      <div className={`portal-columns${open !== null ? ' portal-columns--open' : ''}`}>
        <section className="card" aria-labelledby="groups-title">
          <h2 id="groups-title">{t('groups.listTitle')}</h2>
          <CreateGroup groups={groups} />
          {loaded === null ? (
            <p aria-busy="true">{t('loading')}</p>
          ) : groups.length === 0 ? (
            <p className="muted">{t('groups.none')}</p>
          ) : (
            <ul className="portal-list">
              {groups.map((group) => (
                <GroupRow key={group.id} group={group} groups={groups} count={counts === null ? null : (counts.get(group.id) ?? 0)} open={group.id === openId} />
              ))}
            </ul>
          )}
          <p className="muted">
            {t('groups.studioHint')} <Link to={ROUTES.websiteStudio}>{t('groups.studioLink')}</Link>
          </p>
        </section>
        {open !== null && customers !== null && <GroupMembers group={open} customers={customers} onClose={() => setParams({}, { replace: true })} />}
      </div>
      <Announcements groups={groups} />
    </DashboardPage>
  );
}
