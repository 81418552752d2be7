import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOOKING_LIMITS } from '../../../core/bookings/booking-limits';
import type { BookingSettingsError } from '../../../core/bookings/booking-settings';
import type { BookingDraftErrors, BookingServiceDraft, BookingSettingsDraft } from '../../../core/bookings/booking-settings-form';
import { bookingSettingsDraft, checkBlockedTime, sortedBlocked } from '../../../core/bookings/booking-settings-form';
import { ROUTES, studioSectionPath } from '../../../core/dashboard/route-paths';
import { DEFAULT_SITE_TIME_ZONE } from '../../../core/site/site-time-zones';
import type { BookingSetup } from '../../../use-cases/bookings/booking-settings.use-case';
import { DashboardPage } from '../../components/dashboard-page';
import { useDashboard } from '../../services/dashboard-context';
import { useShell } from '../../services/services-context';
import { useFormat } from '../../services/use-format';
import './booking-settings.css';

type Status = { readonly kind: 'idle' | 'saving' | 'saved' | 'failed' | 'invalid' };

/** Each number field's bounds, in the units the form shows, for its error message. */
const BOUNDS: Readonly<Record<string, { readonly min: number; readonly max: number; readonly hours?: true }>> = {
  bufferMinutes: { min: 0, max: BOOKING_LIMITS.maxBufferMinutes },
  noticeMinutes: { min: 0, max: BOOKING_LIMITS.maxNoticeMinutes / 60, hours: true },
  horizonDays: { min: 1, max: BOOKING_LIMITS.maxHorizonDays },
  capacity: { min: 1, max: BOOKING_LIMITS.maxCapacity },
  cancelCutoffMinutes: { min: 0, max: BOOKING_LIMITS.maxCancelCutoffMinutes / 60, hours: true },
  durationMinutes: { min: BOOKING_LIMITS.minDurationMinutes, max: BOOKING_LIMITS.maxDurationMinutes },
};

function FieldError({ id, error, field }: { readonly id: string; readonly error: BookingSettingsError | undefined; readonly field: string }) {
  const { t } = useTranslation('bookings');
  if (error === undefined) return null;
  const bounds = BOUNDS[field];
  const max = field === 'priceNote' ? BOOKING_LIMITS.priceNote : field === 'services' ? BOOKING_LIMITS.services : (bounds?.max ?? 0);
  const message = error === 'out-of-range' && bounds?.hours === true ? t('settings.errors.hours', { min: bounds.min, max: bounds.max }) : t(`settings.errors.${error}`, { min: bounds?.min ?? 0, max });
  return (
    <span className="field__error" id={id}>
      {message}
    </span>
  );
}

/** A number typed as text, so what the owner typed stays on screen when it is wrong. */
function NumberField(props: { readonly id: string; readonly label: string; readonly value: string; readonly error: BookingSettingsError | undefined; readonly field: string; readonly hint?: string; readonly decimal?: boolean; readonly onChange: (value: string) => void }) {
  const { id, label, value, error, field, hint, decimal = false, onChange } = props;
  const described = [hint === undefined ? '' : `${id}-hint`, error === undefined ? '' : `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" inputMode={decimal ? 'decimal' : 'numeric'} value={value} aria-invalid={error !== undefined} aria-describedby={described || undefined} onChange={(event) => onChange(event.target.value)} />
      {hint !== undefined && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <FieldError id={`${id}-error`} error={error} field={field} />
    </div>
  );
}

function ServiceRow({ service, errors, onChange }: { readonly service: BookingServiceDraft; readonly errors: BookingDraftErrors; readonly onChange: (next: BookingServiceDraft) => void }) {
  const { t } = useTranslation('bookings');
  const id = `service-${service.id}`;
  const durationError = errors[`services.${service.id}.durationMinutes`];
  const priceError = errors[`services.${service.id}.priceNote`];
  return (
    <li className="booking-service">
      <label className="booking-check">
        <input type="checkbox" checked={service.bookable} onChange={(event) => onChange({ ...service, bookable: event.target.checked })} />
        <span>
          <strong>{service.name}</strong> <span className="muted">· {t('settings.bookable')}</span>
        </span>
      </label>
      {!service.inSection && <p className="field__hint">{t('settings.notInSection')}</p>}
      {service.bookable && (
        <div className="booking-service__fields">
          <NumberField id={`${id}-duration`} label={t('settings.duration')} value={service.duration} error={durationError} field="durationMinutes" onChange={(duration) => onChange({ ...service, duration })} />
          <div className="field">
            <label htmlFor={`${id}-price`}>{t('settings.priceNote')}</label>
            <input id={`${id}-price`} type="text" value={service.priceNote} maxLength={BOOKING_LIMITS.priceNote * 2} aria-invalid={priceError !== undefined} aria-describedby={`${id}-price-hint${priceError === undefined ? '' : ` ${id}-price-error`}`} onChange={(event) => onChange({ ...service, priceNote: event.target.value })} />
            <span className="field__hint" id={`${id}-price-hint`}>
              {t('settings.priceNoteHint')}
            </span>
            <FieldError id={`${id}-price-error`} error={priceError} field="priceNote" />
          </div>
        </div>
      )}
    </li>
  );
}

function BlockedTimes({ draft, onChange }: { readonly draft: BookingSettingsDraft; readonly onChange: (blocked: BookingSettingsDraft['blocked']) => void }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const [date, setDate] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = (b: { readonly date: string; readonly from: string; readonly to: string }) => `${new Intl.DateTimeFormat(format.locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${b.date}T12:00:00Z`))}, ${b.from}–${b.to}`;
  const add = () => {
    const check = checkBlockedTime(date, from, to, draft.blocked);
    if (!check.ok) {
      setProblem(check.error === 'too-many' ? t('settings.blockedTooMany', { max: BOOKING_LIMITS.blockedTimes }) : t('settings.blockedInvalid'));
      return;
    }
    setProblem(null);
    onChange(sortedBlocked([...draft.blocked, check.blocked]));
    setDate('');
    setFrom('');
    setTo('');
  };
  return (
    <section className="card booking-settings__section" aria-labelledby="blocked-title">
      <h2 id="blocked-title">{t('settings.blockedTitle')}</h2>
      <p className="field__hint">{t('settings.blockedHint')}</p>
      {draft.blocked.length === 0 ? (
        <p className="muted">{t('settings.noBlocked')}</p>
      ) : (
        <ul className="booking-blocked">
          {draft.blocked.map((b, i) => (
            <li key={`${b.date}-${b.from}-${b.to}-${i}`}>
              <span>{label(b)}</span>
              <button type="button" className="button button--link" aria-label={t('settings.removeLabel', { when: label(b) })} onClick={() => onChange(draft.blocked.filter((_, j) => j !== i))}>
                {t('settings.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="booking-blocked__add">
        <div className="field">
          <label htmlFor="blocked-date">{t('settings.date')}</label>
          <input id="blocked-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="blocked-from">{t('settings.from')}</label>
          <input id="blocked-from" type="time" value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="blocked-to">{t('settings.to')}</label>
          <input id="blocked-to" type="time" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        <button type="button" className="button button--secondary" onClick={add}>
          {t('settings.addBlocked')}
        </button>
      </div>
      <p role="status" className="field__error">
        {problem ?? ''}
      </p>
    </section>
  );
}

/**
 * /dashboard/bookings/settings (Professional and Elite, gated like the Bookings page): which of
 * the site's services can be booked and how, within the site's opening hours. The form is
 * checked by the core's reader, the one the site server uses; a wrong form saves nothing and
 * stays on screen with the reasons.
 */
export function BookingSettingsPage() {
  const { t } = useTranslation('bookings');
  const { logger } = useShell();
  const { backend, member } = useDashboard();
  const [setup, setSetup] = useState<BookingSetup | null>(null);
  const [draft, setDraft] = useState<BookingSettingsDraft | null>(null);
  const [errors, setErrors] = useState<BookingDraftErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => backend.useCases.bookings.setup.watch(member.id, setSetup), [backend, member.id]);
  // The form starts from what is saved; later changes (this save's echo) do not undo typing.
  useEffect(() => {
    if (setup !== null && draft === null) setDraft(bookingSettingsDraft(setup.settings, setup.serviceNames));
  }, [setup, draft]);

  const change = (patch: Partial<BookingSettingsDraft>) => {
    setDraft((current) => (current === null ? current : { ...current, ...patch }));
    if (status.kind === 'saved') setStatus({ kind: 'idle' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    setStatus({ kind: 'saving' });
    backend.useCases.bookings.saveSettings
      .execute(member.id, draft)
      .then((check) => {
        setErrors(check.ok ? {} : check.errors);
        setStatus({ kind: check.ok ? 'saved' : 'invalid' });
      })
      .catch((cause: unknown) => {
        logger.error('Saving the booking settings failed', cause);
        setStatus({ kind: 'failed' });
      });
  };

  const back = (
    <p>
      <Link to={ROUTES.bookings}>← {t('settings.back')}</Link>
    </p>
  );
  if (setup === null || draft === null) {
    return (
      <DashboardPage title={t('settings.title')}>
        {back}
        <p aria-busy="true">{t('settings.loading')}</p>
      </DashboardPage>
    );
  }
  const message = { idle: '', saving: t('settings.saving'), saved: t('settings.saved'), failed: t('settings.failed'), invalid: t('settings.fix') }[status.kind];

  return (
    <DashboardPage title={t('settings.title')}>
      {back}
      <p className="lead">{t('settings.intro')}</p>
      <form className="booking-settings" onSubmit={submit} noValidate>
        <section className="card booking-settings__section" aria-label={t('settings.enabled')}>
          <label className="booking-check">
            <input type="checkbox" checked={draft.enabled} aria-describedby="bookings-enabled-hint" onChange={(event) => change({ enabled: event.target.checked })} />
            <strong>{t('settings.enabled')}</strong>
          </label>
          <p className="field__hint" id="bookings-enabled-hint">
            {t('settings.enabledHint')}
          </p>
        </section>

        <section className="card booking-settings__section" aria-labelledby="services-title">
          <h2 id="services-title">{t('settings.servicesTitle')}</h2>
          <p className="field__hint">{t('settings.servicesHint')}</p>
          {draft.services.length === 0 ? (
            <p className="notice">{t('settings.noServices')}</p>
          ) : (
            <ul className="booking-services">
              {draft.services.map((service) => (
                <ServiceRow key={service.id} service={service} errors={errors} onChange={(next) => change({ services: draft.services.map((s) => (s.id === next.id ? next : s)) })} />
              ))}
            </ul>
          )}
          <FieldError id="services-error" error={errors['services']} field="services" />
          <p>
            <Link to={studioSectionPath('services')}>{t('settings.editServices')}</Link>
          </p>
        </section>

        <section className="card booking-settings__section" aria-labelledby="availability-title">
          <h2 id="availability-title">{t('settings.availabilityTitle')}</h2>
          <p className="field__hint">{t('settings.availabilityHint', { zone: (setup.hours?.timeZone ?? DEFAULT_SITE_TIME_ZONE).replace(/_/g, ' ') })}</p>
          {setup.hours === null && <p className="notice">{t('settings.noHours')}</p>}
          <p>
            <Link to={studioSectionPath('hours')}>{t('settings.editHours')}</Link>
          </p>
          <div className="booking-settings__grid">
            <div className="field">
              <label htmlFor="booking-step">{t('settings.step')}</label>
              <select id="booking-step" value={draft.stepMinutes} onChange={(event) => change({ stepMinutes: event.target.value })}>
                {BOOKING_LIMITS.stepChoices.map((step) => (
                  <option key={step} value={String(step)}>
                    {t('settings.stepOption', { count: step })}
                  </option>
                ))}
              </select>
            </div>
            <NumberField id="booking-buffer" label={t('settings.buffer')} value={draft.bufferMinutes} error={errors['bufferMinutes']} field="bufferMinutes" onChange={(bufferMinutes) => change({ bufferMinutes })} />
            <NumberField id="booking-notice" label={t('settings.notice')} value={draft.noticeHours} error={errors['noticeMinutes']} field="noticeMinutes" decimal onChange={(noticeHours) => change({ noticeHours })} />
            <NumberField id="booking-horizon" label={t('settings.horizon')} value={draft.horizonDays} error={errors['horizonDays']} field="horizonDays" onChange={(horizonDays) => change({ horizonDays })} />
            <NumberField id="booking-capacity" label={t('settings.capacity')} value={draft.capacity} error={errors['capacity']} field="capacity" hint={t('settings.capacityHint')} onChange={(capacity) => change({ capacity })} />
          </div>
        </section>

        <section className="card booking-settings__section" aria-labelledby="confirmation-title">
          <h2 id="confirmation-title">{t('settings.confirmationTitle')}</h2>
          <fieldset className="booking-settings__choice">
            <legend className="visually-hidden">{t('settings.confirmationTitle')}</legend>
            {(['approval', 'instant'] as const).map((mode) => (
              <label key={mode} className="booking-check">
                <input type="radio" name="confirmation" value={mode} checked={draft.confirmation === mode} onChange={() => change({ confirmation: mode })} />
                {t(`settings.${mode}`)}
              </label>
            ))}
          </fieldset>
          <NumberField id="booking-cutoff" label={t('settings.cutoff')} value={draft.cutoffHours} error={errors['cancelCutoffMinutes']} field="cancelCutoffMinutes" decimal onChange={(cutoffHours) => change({ cutoffHours })} />
        </section>

        <BlockedTimes draft={draft} onChange={(blocked) => change({ blocked })} />

        <div className="booking-settings__save">
          <button type="submit" className="button" disabled={status.kind === 'saving'}>
            {t('settings.save')}
          </button>
          <p role="status" className={status.kind === 'failed' || status.kind === 'invalid' ? 'field__error' : 'muted'}>
            {message}
          </p>
        </div>
      </form>
    </DashboardPage>
  );
}
