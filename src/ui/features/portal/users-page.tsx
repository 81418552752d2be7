import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_STATUSES, type CustomerStatus, type SiteGroup } from '../../../core/portal/customer';
import { DashboardPage } from '../../components/dashboard-page';
import { SelectField } from '../../components/form-field';
import { useDashboard } from '../../services/dashboard-context';
import { useFormat } from '../../services/use-format';
import { CustomerTable, type CustomerChanges } from './customer-table';
import { downloadCsvFile } from '../../services/download-file';
import { ALL_CUSTOMERS, customersCsv, filterCustomers, isNarrowed, portalUrl, type CustomerFilter } from './customers';
import { Invitations } from './invitations';
import { Confirm, LinkBox } from './portal-controls';
import { SignUpPolicyForm } from './sign-up-policy';
import { ActionError, useCustomers, useGroups, usePortal, usePortalAction, usePortalSettings } from './use-portal';
import './portal.css';

/** The origin that serves members' sites at /s/<username> (the app's own). */
const appOrigin = () => window.location.origin;

function CustomerFilters({ filter, onFilter, groups }: { readonly filter: CustomerFilter; readonly onFilter: (filter: CustomerFilter) => void; readonly groups: readonly SiteGroup[] }) {
  const { t } = useTranslation('portal');
  return (
    <form className="portal-filters" role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="customer-search">{t('filters.search')}</label>
        <input id="customer-search" type="search" value={filter.search} placeholder={t('filters.searchPlaceholder')} onChange={(event) => onFilter({ ...filter, search: event.target.value })} />
      </div>
      <SelectField id="customer-status" label={t('filters.status')} value={filter.status} onChange={(event) => onFilter({ ...filter, status: event.target.value as CustomerStatus | '' })}>
        <option value="">{t('filters.allStatuses')}</option>
        {CUSTOMER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField id="customer-group" label={t('filters.group')} value={filter.group} onChange={(event) => onFilter({ ...filter, group: event.target.value })}>
        <option value="">{t('filters.allGroups')}</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </SelectField>
    </form>
  );
}

interface BulkBarProps {
  readonly count: number;
  readonly groups: readonly SiteGroup[];
  readonly uids: readonly string[];
  readonly changes: CustomerChanges;
  readonly busy: boolean;
  readonly onClear: () => void;
}

/** What to do with every selected customer at once. */
function BulkBar({ count, groups, uids, changes, busy, onClear }: BulkBarProps) {
  const { t } = useTranslation('portal');
  const [group, setGroup] = useState('');
  const target = groups.some((g) => g.id === group) ? group : (groups[0]?.id ?? '');
  return (
    <div className="portal-bulk" role="group" aria-labelledby="bulk-count">
      <p id="bulk-count">
        <strong>{t('bulk.selected', { count })}</strong>
      </p>
      <div className="portal-actions portal-actions--compact">
        <button type="button" className="button" disabled={busy} onClick={() => changes.setStatus(uids, 'active')}>
          {t('bulk.approve')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => changes.setStatus(uids, 'blocked')}>
          {t('bulk.block')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => changes.setStatus(uids, 'active')}>
          {t('bulk.unblock')}
        </button>
        <button type="button" className="button button--secondary portal-danger" disabled={busy} onClick={() => changes.askRemove(uids)}>
          {t('bulk.remove')}
        </button>
      </div>
      {groups.length > 0 && (
        <div className="portal-bulk__groups">
          <SelectField id="bulk-group" label={t('bulk.group')} value={target} onChange={(event) => setGroup(event.target.value)}>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </SelectField>
          <div className="portal-actions portal-actions--compact">
            <button type="button" className="button button--secondary" disabled={busy || target === ''} onClick={() => changes.changeGroups(uids, { add: [target] })}>
              {t('bulk.addToGroup')}
            </button>
            <button type="button" className="button button--secondary" disabled={busy || target === ''} onClick={() => changes.changeGroups(uids, { remove: [target] })}>
              {t('bulk.removeFromGroup')}
            </button>
          </div>
        </div>
      )}
      <button type="button" className="button button--link" onClick={onClear}>
        {t('bulk.clear')}
      </button>
    </div>
  );
}

function EmptyCustomers({ link }: { readonly link: string }) {
  const { t } = useTranslation('portal');
  return (
    <section className="card portal-empty" aria-labelledby="customers-empty-title">
      <h2 id="customers-empty-title">{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <LinkBox link={link} label={t('portalLink')} />
      <p className="muted">{t('empty.next')}</p>
    </section>
  );
}

type Done = { readonly kind: 'approved' | 'blocked' | 'grouped' | 'ungrouped' | 'removed'; readonly count: number };

/**
 * /dashboard/users (Elite): the business's customers on its site's portal, live. The owner
 * approves, blocks and removes them, puts them in groups, one by one or all selected at once,
 * invites people by email, chooses the sign-up policy, and exports the list as CSV.
 */
export function UsersPortalPage() {
  const { t } = useTranslation('portal');
  const format = useFormat();
  const { member } = useDashboard();
  const { portal, ownerId } = usePortal();
  const customers = useCustomers();
  const groups = useGroups() ?? [];
  const settings = usePortalSettings();
  const action = usePortalAction();
  const [filter, setFilter] = useState<CustomerFilter>(ALL_CUSTOMERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<readonly string[] | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const link = portalUrl(appOrigin(), member.username);

  const shown = useMemo(() => filterCustomers(customers ?? [], filter), [customers, filter]);
  // Only what is on screen is acted on: a filter hides a customer from the selection too.
  const selectedShown = useMemo(() => shown.filter((c) => selected.has(c.uid)).map((c) => c.uid), [shown, selected]);
  const allShownSelected = shown.length > 0 && selectedShown.length === shown.length;

  const select = useCallback((uids: readonly string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const uid of uids) {
        if (on) next.add(uid);
        else next.delete(uid);
      }
      return next;
    });
  }, []);

  const { run } = action;
  const changes: CustomerChanges = useMemo(
    () => ({
      setStatus: (uids, status) => {
        setDone(null);
        void run('Changing customers’ status failed', () => portal.setCustomerStatus.execute(ownerId, uids, status)).then((ok) => ok && setDone({ kind: status === 'blocked' ? 'blocked' : 'approved', count: uids.length }));
      },
      changeGroups: (uids, change) => {
        setDone(null);
        void run('Changing customers’ groups failed', () => portal.changeCustomerGroups.execute(ownerId, uids, change)).then((ok) => ok && setDone({ kind: change.add !== undefined ? 'grouped' : 'ungrouped', count: uids.length }));
      },
      askRemove: (uids) => setRemoving(uids),
    }),
    [run, portal, ownerId],
  );

  const remove = (uids: readonly string[]) => {
    setRemoving(null);
    setDone(null);
    void run('Removing customers failed', () => portal.removeCustomers.execute(ownerId, uids)).then((ok) => {
      if (!ok) return;
      select(uids, false);
      setDone({ kind: 'removed', count: uids.length });
    });
  };

  const exportCsv = () => {
    const csv = customersCsv(shown, groups, {
      headings: { name: t('csv.name'), email: t('csv.email'), status: t('csv.status'), groups: t('csv.groups'), joined: t('csv.joined'), lastVisit: t('csv.lastVisit') },
      status: (status) => t(`status.${status}`),
      date: (at) => format.date(at),
      never: t('customers.never'),
    });
    downloadCsvFile(csv, `${t('csv.file')}-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  const removingNames = (removing ?? []).map((uid) => customers?.find((c) => c.uid === uid)?.name ?? '').filter((n) => n !== '');

  return (
    <DashboardPage title={t('users.title')}>
      <p className="lead">{t('users.intro')}</p>
      {customers === null ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : customers.length === 0 ? (
        <EmptyCustomers link={link} />
      ) : (
        <section className="portal-customers" aria-labelledby="customers-title">
          <h2 id="customers-title">{t('customers.title')}</h2>
          <p className="muted">
            {t('customers.portalAt')} <a href={link}>{link}</a>
          </p>
          <CustomerFilters filter={filter} onFilter={setFilter} groups={groups} />
          <div className="portal-toolbar">
            <p className="muted" role="status">
              {isNarrowed(filter) ? t('customers.countOf', { count: shown.length, total: customers.length }) : t('customers.count', { count: shown.length })}
            </p>
            {shown.length > 0 && (
              <button type="button" className="button button--secondary" onClick={exportCsv}>
                {isNarrowed(filter) ? t('csv.filtered') : t('csv.all')}
              </button>
            )}
          </div>
          {shown.length > 0 && (
            <label className="portal-select-all">
              <input type="checkbox" checked={allShownSelected} onChange={(event) => select(shown.map((c) => c.uid), event.target.checked)} /> {t('customers.selectAll')}
            </label>
          )}
          {selectedShown.length > 0 && <BulkBar count={selectedShown.length} groups={groups} uids={selectedShown} changes={changes} busy={action.busy} onClear={() => setSelected(new Set())} />}
          {removing !== null && (
            <Confirm
              question={removingNames.length === 1 ? t('remove.one', { name: removingNames[0] ?? '' }) : t('remove.many', { count: removing.length })}
              confirmLabel={t('remove.confirm')}
              onConfirm={() => remove(removing)}
              onCancel={() => setRemoving(null)}
            >
              <p>{t('remove.detail')}</p>
            </Confirm>
          )}
          <ActionError error={action.error} />
          <p className="portal-done" role="status">
            {done === null ? '' : t(`done.${done.kind}`, { count: done.count })}
          </p>
          {shown.length === 0 ? (
            <p>
              {t('customers.noMatch')}{' '}
              <button type="button" className="button button--link" onClick={() => setFilter(ALL_CUSTOMERS)}>
                {t('filters.clear')}
              </button>
            </p>
          ) : (
            <CustomerTable customers={shown} groups={groups} selected={selected} onSelect={select} changes={changes} busy={action.busy} />
          )}
        </section>
      )}
      <div className="portal-columns">
        <Invitations groups={groups} origin={appOrigin()} username={member.username} />
        <SignUpPolicyForm settings={settings} />
      </div>
    </DashboardPage>
  );
}

