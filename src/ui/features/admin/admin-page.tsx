import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flag, MemberFilter } from '../../../core/admin/member-filter';
import { NO_MEMBER_FILTER } from '../../../core/admin/member-filter';
import type { PlanTier } from '../../../core/plans/plan-level';
import { PLAN_TIERS } from '../../../core/plans/plan-level';
import { SUSPENSION_REASON_MAX } from '../../../core/site/site-visibility';
import type { MemberRow } from '../../../use-cases/admin/list-members.use-case';
import type { AdminUseCases } from '../../services/use-cases';
import { useAdminUseCases } from './use-admin-use-cases';
import { useShell } from '../../services/services-context';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { useDashboardLabels } from '../../services/dashboard-labels';
import { DashboardPage } from '../../components/dashboard-page';
import { useFormat } from '../../services/use-format';
import { InquiriesInbox } from './inquiries-inbox';
import { SpeedReport } from './speed-report';
import { MAX_TRIAL_EXTENSION_DAYS } from '../../../core/trial/trial-status';

type FlagField = 'status' | 'trial' | 'admin' | 'fullAccess' | 'published';
const FLAG_FIELDS: readonly FlagField[] = ['status', 'trial', 'admin', 'fullAccess', 'published'];

type Load = { readonly state: 'loading'; readonly rows: readonly MemberRow[] } | { readonly state: 'ready'; readonly rows: readonly MemberRow[] } | { readonly state: 'failed' };

/** /dashboard/admin: members with search and filters, and the fixes the admin CLI also offers. */
export function AdminPage() {
  const { t } = useTranslation('dashboard');
  const load = useAdminUseCases();
  if (load.state === 'ready') return <MembersAdmin admin={load.admin} />;
  return (
    <DashboardPage title={t('admin.title')}>
      {load.state === 'failed' ? <p role="alert">{t('admin.loadFailed')}</p> : <p aria-busy="true">{t('admin.loading')}</p>}
    </DashboardPage>
  );
}

function MembersAdmin({ admin }: { readonly admin: AdminUseCases }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { logger } = useShell();
  const labels = useDashboardLabels();
  const [filter, setFilter] = useState<MemberFilter>(NO_MEMBER_FILTER);
  const [load, setLoad] = useState<Load>({ state: 'loading', rows: [] });
  const [reload, setReload] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [managed, setManaged] = useState<string | null>(null);
  const [days, setDays] = useState('7');
  const [message, setMessage] = useState({ title: '', body: '' });
  const [reason, setReason] = useState('');

  useEffect(() => {
    let active = true;
    const rows: MemberRow[] = [];
    setLoad({ state: 'loading', rows: [] });
    void (async () => {
      try {
        for await (const page of admin.listMembers.execute({ filter, withPlans: true })) {
          if (!active) return;
          rows.push(...page);
          setLoad({ state: 'loading', rows: [...rows] });
        }
        if (active) setLoad({ state: 'ready', rows });
      } catch (error) {
        logger.error('Member listing failed', error);
        if (active) setLoad({ state: 'failed' });
      }
    })();
    return () => {
      active = false;
    };
  }, [admin, filter, reload, logger]);

  function flagLabel(field: FlagField): string {
    switch (field) {
      case 'status':
        return t('admin.status');
      case 'trial':
        return t('admin.trial');
      case 'admin':
        return t('admin.admin');
      case 'fullAccess':
        return t('admin.fullAccess');
      case 'published':
        return t('admin.published');
    }
  }

  async function act(run: () => Promise<string>) {
    try {
      setNotice(await run());
      setReload((n) => n + 1);
    } catch (error) {
      logger.error('Admin action failed', error);
      setNotice(t('admin.failed'));
    }
  }

  const rows = load.state === 'failed' ? [] : load.rows;
  const managedRow = rows.find((row) => row.member.id === managed) ?? null;
  const yesNo = (value: boolean) => (value ? t('admin.on') : t('admin.off'));

  return (
    <DashboardPage title={t('admin.title')}>
      <form className="card admin-filters" role="search" aria-label={t('admin.filters')} onSubmit={(event) => event.preventDefault()}>
        <TextField id="admin-search" type="search" label={t('admin.search')} value={filter.search} onChange={(event) => setFilter({ ...filter, search: event.target.value })} />
        <SelectField id="admin-plan" label={t('admin.plan')} value={filter.plan} onChange={(event) => setFilter({ ...filter, plan: event.target.value as PlanTier | 'any' })}>
          <option value="any">{t('admin.any')}</option>
          {PLAN_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {labels.plan(tier)}
            </option>
          ))}
        </SelectField>
        {FLAG_FIELDS.map((field) => (
          <SelectField key={field} id={`admin-${field}`} label={flagLabel(field)} value={filter[field]} onChange={(event) => setFilter({ ...filter, [field]: event.target.value as Flag })}>
            <option value="any">{t('admin.any')}</option>
            <option value="yes">{t('admin.yes')}</option>
            <option value="no">{t('admin.no')}</option>
          </SelectField>
        ))}
      </form>

      <p role="status">{notice}</p>
      {load.state === 'failed' && <p role="alert">{t('admin.loadFailed')}</p>}
      {load.state === 'loading' && rows.length === 0 && <p aria-busy="true">{t('admin.loading')}</p>}
      {load.state === 'ready' && rows.length === 0 && <p className="notice">{t('admin.empty')}</p>}
      {rows.length > 0 && (
        <>
          <p>{t('admin.count', { count: rows.length })}</p>
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.member')}</th>
                  <th scope="col">{t('admin.plan')}</th>
                  <th scope="col">{t('admin.status')}</th>
                  <th scope="col">{t('admin.trial')}</th>
                  <th scope="col">{t('admin.trialEnd')}</th>
                  <th scope="col">{t('admin.published')}</th>
                  <th scope="col">{t('admin.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ member, tier }) => (
                  <tr key={member.id}>
                    <th scope="row">
                      {member.name}
                      <br />
                      <span className="muted">
                        {member.email} · {member.username}
                      </span>
                    </th>
                    <td data-label={t('admin.plan')}>{tier === null ? '—' : labels.plan(tier)}</td>
                    <td data-label={t('admin.status')}>{yesNo(member.status === true)}</td>
                    <td data-label={t('admin.trial')}>{yesNo(member.trial === true)}</td>
                    <td data-label={t('admin.trialEnd')}>{format.date(member.activeUntil)}</td>
                    <td data-label={t('admin.published')}>
                      {yesNo(member.published === true)}
                      {member.suspended === true && (
                        <>
                          <br />
                          <strong className="state state--off">{t('admin.takenDown')}</strong>
                        </>
                      )}
                    </td>
                    <td>
                      <div className="admin-actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() =>
                            void act(async () => {
                              const result = await admin.fixMemberStatus.execute(member.id);
                              return result.changed ? t('admin.fixed', { name: member.name }) : t('admin.alreadyRight', { name: member.name });
                            })
                          }
                        >
                          {t('admin.fix')}
                          <span className="visually-hidden">: {member.name}</span>
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() =>
                            void act(async () => {
                              await admin.setPublished.execute(member.id, member.published !== true);
                              return t('admin.publishedDone', { name: member.name });
                            })
                          }
                        >
                          {member.published === true ? t('admin.unpublish') : t('admin.publish')}
                          <span className="visually-hidden">: {member.name}</span>
                        </button>
                        <button type="button" className="button button--link" aria-expanded={managed === member.id} onClick={() => setManaged(managed === member.id ? null : member.id)}>
                          {t('admin.extend')} / {t('admin.message')}
                          <span className="visually-hidden">: {member.name}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {managedRow !== null && (
        <section className="card admin-manage" aria-labelledby="manage-title">
          <h2 id="manage-title">{managedRow.member.name}</h2>
          {managedRow.member.suspended === true ? (
            <div>
              <p>{t('admin.takenDownReason', { reason: managedRow.member.suspensionReason ?? '' })}</p>
              <button
                type="button"
                className="button"
                onClick={() =>
                  void act(async () => {
                    await admin.setSuspension.lift(managedRow.member.id);
                    return t('admin.liftDone', { name: managedRow.member.name });
                  })
                }
              >
                {t('admin.liftTakedown')}
              </button>
            </div>
          ) : (
            <form
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                void act(async () => {
                  await admin.setSuspension.suspend(managedRow.member.id, reason);
                  setReason('');
                  return t('admin.takedownDone', { name: managedRow.member.name });
                });
              }}
            >
              <TextAreaField id="takedown-reason" label={t('admin.takedownReason')} value={reason} maxLength={SUSPENSION_REASON_MAX} required onChange={(event) => setReason(event.target.value)} />
              <button type="submit" className="button button--danger">
                {t('admin.takedown')}
              </button>
            </form>
          )}
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void act(async () => {
                await admin.extendTrial.execute(managedRow.member.id, Number(days));
                return t('admin.extended', { name: managedRow.member.name });
              });
            }}
          >
            <TextField id="extend-days" type="number" min={1} max={MAX_TRIAL_EXTENSION_DAYS} label={t('admin.days')} value={days} onChange={(event) => setDays(event.target.value)} />
            <button type="submit" className="button">
              {t('admin.extend')}
            </button>
          </form>
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void act(async () => {
                await admin.sendMessage.execute(managedRow.member.id, message);
                setMessage({ title: '', body: '' });
                return t('admin.sent', { name: managedRow.member.name });
              });
            }}
          >
            <TextField id="message-title" label={t('admin.messageTitle')} value={message.title} onChange={(event) => setMessage({ ...message, title: event.target.value })} />
            <TextAreaField id="message-body" label={t('admin.messageBody')} value={message.body} onChange={(event) => setMessage({ ...message, body: event.target.value })} />
            <button type="submit" className="button">
              {t('admin.send')}
            </button>
          </form>
        </section>
      )}
      <InquiriesInbox />
      <SpeedReport />
    </DashboardPage>
  );
}
