import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteCustomer, SiteGroup } from '../../../core/portal/customer';
import { filterCustomers } from './customers';
import { StatusLabel } from './customer-table';
import { ActionError, usePortal, usePortalAction } from './use-portal';

interface GroupMembersProps {
  readonly group: SiteGroup;
  readonly customers: readonly SiteCustomer[];
  readonly onClose: () => void;
}

/** One group opened: who is in it (each can be taken out), and the other customers to add. */
export function GroupMembers({ group, customers, onClose }: GroupMembersProps) {
  const { t } = useTranslation('portal');
  const { portal, ownerId } = usePortal();
  const action = usePortalAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const members = useMemo(() => customers.filter((c) => c.groups.includes(group.id)), [customers, group.id]);
  const others = useMemo(() => filterCustomers(customers, { search, status: '', group: '' }).filter((c) => !c.groups.includes(group.id)), [customers, search, group.id]);
  const toAdd = others.filter((c) => adding.has(c.uid)).map((c) => c.uid);

  useEffect(() => heading.current?.focus(), [group.id]);

  const add = async () => {
    if (await action.run('Adding customers to a group failed', () => portal.changeCustomerGroups.execute(ownerId, toAdd, { add: [group.id] }))) setAdding(new Set());
  };

  return (
    <section className="card portal-group" aria-labelledby="group-members-title">
      <h2 id="group-members-title" tabIndex={-1} ref={heading}>
        {t('members.title', { name: group.name })}
      </h2>
      <ActionError error={action.error} />
      {members.length === 0 ? (
        <p className="muted">{t('members.none')}</p>
      ) : (
        <ul className="portal-list">
          {members.map((c) => (
            <li key={c.uid} className="portal-list__item">
              <div className="portal-list__text">
                <strong>{c.name}</strong>
                <span className="portal-table__email">{c.email}</span>
                <StatusLabel status={c.status} />
              </div>
              <button
                type="button"
                className="button button--secondary"
                disabled={action.busy}
                onClick={() => void action.run('Removing a customer from a group failed', () => portal.changeCustomerGroups.execute(ownerId, [c.uid], { remove: [group.id] }))}
              >
                {t('members.remove')}
                <span className="visually-hidden">: {c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <h3>{t('members.addTitle')}</h3>
      {customers.length === members.length ? (
        <p className="muted">{customers.length === 0 ? t('members.noCustomers') : t('members.everyone')}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="group-add-search">{t('members.search')}</label>
            <input id="group-add-search" type="search" value={search} placeholder={t('filters.searchPlaceholder')} onChange={(event) => setSearch(event.target.value)} />
          </div>
          <fieldset className="portal-checks portal-checks--list">
            <legend className="visually-hidden">{t('members.addTitle')}</legend>
            {others.length === 0 && <p className="muted">{t('customers.noMatch')}</p>}
            {others.map((c) => (
              <label key={c.uid}>
                <input
                  type="checkbox"
                  checked={adding.has(c.uid)}
                  onChange={(event) =>
                    setAdding((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(c.uid);
                      else next.delete(c.uid);
                      return next;
                    })
                  }
                />
                <span className="portal-checks__who">
                  {c.name} <span className="muted portal-table__email">{c.email}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="button" disabled={action.busy || toAdd.length === 0} onClick={() => void add()}>
            {t('members.add', { name: group.name })}
          </button>
        </>
      )}
      <p>
        <button type="button" className="button button--link" onClick={onClose}>
          {t('members.close')}
        </button>
      </p>
    </section>
  );
}
