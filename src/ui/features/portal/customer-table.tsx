import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { CustomerStatus, SiteCustomer, SiteGroup } from '../../../core/portal/customer';
import { useFormat } from '../../services/use-format';
import { groupNames } from './customers';

export interface CustomerChanges {
  readonly setStatus: (uids: readonly string[], status: CustomerStatus) => void;
  readonly changeGroups: (uids: readonly string[], change: { readonly add?: readonly string[]; readonly remove?: readonly string[] }) => void;
  readonly askRemove: (uids: readonly string[]) => void;
}

interface CustomerTableProps {
  readonly customers: readonly SiteCustomer[];
  readonly groups: readonly SiteGroup[];
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (uids: readonly string[], selected: boolean) => void;
  readonly changes: CustomerChanges;
  readonly busy: boolean;
}

export function StatusLabel({ status }: { readonly status: CustomerStatus }) {
  const { t } = useTranslation('portal');
  return <span className={`portal-status portal-status--${status}`}>{t(`status.${status}`)}</span>;
}

/** One customer's groups as checkboxes: each tick adds them to or takes them out of a group at once. */
function CustomerGroups({ customer, groups, changes, busy }: { readonly customer: SiteCustomer; readonly groups: readonly SiteGroup[]; readonly changes: CustomerChanges; readonly busy: boolean }) {
  const { t } = useTranslation('portal');
  if (groups.length === 0) {
    return (
      <p className="muted">
        {t('customers.noGroups')} <Link to={ROUTES.groups}>{t('customers.createGroups')}</Link>
      </p>
    );
  }
  return (
    <fieldset className="portal-checks">
      <legend className="visually-hidden">{t('customers.groupsOf', { name: customer.name })}</legend>
      {groups.map((group) => (
        <label key={group.id}>
          <input
            type="checkbox"
            checked={customer.groups.includes(group.id)}
            disabled={busy}
            onChange={(event) => changes.changeGroups([customer.uid], event.target.checked ? { add: [group.id] } : { remove: [group.id] })}
          />{' '}
          {group.name}
        </label>
      ))}
    </fieldset>
  );
}

function RowActions({ customer, changes, busy }: { readonly customer: SiteCustomer; readonly changes: CustomerChanges; readonly busy: boolean }) {
  const { t } = useTranslation('portal');
  const who = <span className="visually-hidden">: {customer.name}</span>;
  return (
    <div className="portal-actions portal-actions--compact">
      {customer.status === 'pending' && (
        <button type="button" className="button" disabled={busy} onClick={() => changes.setStatus([customer.uid], 'active')}>
          {t('actions.approve')}
          {who}
        </button>
      )}
      {customer.status === 'blocked' ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => changes.setStatus([customer.uid], 'active')}>
          {t('actions.unblock')}
          {who}
        </button>
      ) : (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => changes.setStatus([customer.uid], 'blocked')}>
          {t('actions.block')}
          {who}
        </button>
      )}
      <button type="button" className="button button--secondary portal-danger" disabled={busy} onClick={() => changes.askRemove([customer.uid])}>
        {t('actions.remove')}
        {who}
      </button>
    </div>
  );
}

/**
 * The customers: a table on wide screens, one card per customer on a phone (portal.css), each
 * with a checkbox for the actions on the selected ones.
 */
export function CustomerTable({ customers, groups, selected, onSelect, changes, busy }: CustomerTableProps) {
  const { t } = useTranslation('portal');
  const format = useFormat();
  return (
    <div className="table-scroll">
      <table className="portal-table">
        <caption className="visually-hidden">{t('customers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('customers.select')}</span>
            </th>
            <th scope="col">{t('customers.customer')}</th>
            <th scope="col">{t('customers.status')}</th>
            <th scope="col">{t('customers.groups')}</th>
            <th scope="col">{t('customers.joined')}</th>
            <th scope="col">{t('customers.lastVisit')}</th>
            <th scope="col">{t('customers.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => {
            const names = groupNames(customer.groups, groups);
            return (
              <tr key={customer.uid} className={selected.has(customer.uid) ? 'portal-table__row--selected' : undefined}>
                <td className="portal-table__check">
                  <input type="checkbox" aria-label={t('customers.selectOne', { name: customer.name })} checked={selected.has(customer.uid)} onChange={(event) => onSelect([customer.uid], event.target.checked)} />
                </td>
                <th scope="row">
                  {customer.name}
                  <br />
                  <a className="portal-table__email" href={`mailto:${customer.email}`}>
                    {customer.email}
                  </a>
                </th>
                <td data-label={t('customers.status')}>
                  <StatusLabel status={customer.status} />
                </td>
                <td data-label={t('customers.groups')}>
                  {names.length === 0 ? <span className="muted">{t('customers.inNoGroup')}</span> : names.join(', ')}
                  <details className="portal-details">
                    <summary>
                      {t('customers.changeGroups')}
                      <span className="visually-hidden">: {customer.name}</span>
                    </summary>
                    <CustomerGroups customer={customer} groups={groups} changes={changes} busy={busy} />
                  </details>
                </td>
                <td data-label={t('customers.joined')}>
                  <time dateTime={new Date(customer.joinedAt).toISOString()}>{format.date(customer.joinedAt)}</time>
                </td>
                <td data-label={t('customers.lastVisit')}>
                  {customer.lastVisitAt === null ? (
                    <span className="muted">{t('customers.never')}</span>
                  ) : (
                    <time dateTime={new Date(customer.lastVisitAt).toISOString()}>{format.dateTime(customer.lastVisitAt)}</time>
                  )}
                </td>
                <td>
                  <RowActions customer={customer} changes={changes} busy={busy} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
