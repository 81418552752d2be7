import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Booking } from '../../../core/bookings/booking';
import { matchesSearch, ownerAgenda } from '../../../core/bookings/booking-agenda';
import { proposableTimes } from '../../../core/bookings/booking-proposal';
import type { DayOfSlots } from '../../../core/bookings/booking-slots';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { DEFAULT_SITE_TIME_ZONE } from '../../../core/site/site-time-zones';
import type { BookingSetup } from '../../../use-cases/bookings/booking-settings.use-case';
import type { OwnerAnswer } from '../../../use-cases/bookings/owner-bookings.use-case';
import { DashboardPage } from '../../components/dashboard-page';
import { useDashboard } from '../../services/dashboard-context';
import { useShell } from '../../services/services-context';
import { useFormat } from '../../services/use-format';
import { BookingCard } from './booking-card';
import { BookingFeedCard } from './booking-feed-card';
import { downloadBookingsCsv } from './bookings-csv';
import './bookings.css';

/** The owner's calendar day of an instant, as YYYY-MM-DD: the agenda's headings. */
function localDay(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

type Said = { readonly kind: 'done'; readonly answer: OwnerAnswer['type'] } | { readonly kind: 'refused'; readonly refusal: 'not-allowed' | 'past-cutoff' | 'not-started' | 'in-the-past' } | { readonly kind: 'failed' };

/**
 * /dashboard/bookings (Professional and Elite; the route's gate keeps others out): requests to
 * answer, then upcoming appointments by day, today first, then the rest. `?b=<id>` (the alert's
 * link) shows that booking first. Answers go through the use case; the server frees the time and
 * writes to the visitor.
 */
export function BookingsPage() {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const { clock, logger } = useShell();
  const { backend, member } = useDashboard();
  const [params, setParams] = useSearchParams();
  const [bookings, setBookings] = useState<readonly Booking[] | null>(null);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const now = clock.now();

  useEffect(() => backend.useCases.bookings.watch.all(member.id, setBookings), [backend, member.id]);
  // The settings and the site's hours: the free times the owner may offer when declining.
  const [setup, setSetup] = useState<BookingSetup | null>(null);
  useEffect(() => backend.useCases.bookings.setup.watch(member.id, setSetup), [backend, member.id]);
  const proposals = useCallback(
    (booking: Booking): readonly DayOfSlots[] => (setup === null || bookings === null ? [] : proposableTimes({ settings: setup.settings, hours: setup.hours, timeZone: setup.hours?.timeZone ?? DEFAULT_SITE_TIME_ZONE, booking, bookings, now: clock.now() })),
    [setup, bookings, clock],
  );

  const answer = useCallback(
    (booking: Booking, given: OwnerAnswer) => {
      setBusy(true);
      setSaid(null);
      backend.useCases.bookings.answer
        .execute(member.id, booking, given)
        .then((outcome) => setSaid(outcome.ok ? { kind: 'done', answer: given.type } : { kind: 'refused', refusal: outcome.refusal }))
        .catch((cause: unknown) => {
          logger.error('Answering a booking failed', cause);
          setSaid({ kind: 'failed' });
        })
        .finally(() => setBusy(false));
    },
    [backend, member.id, logger],
  );

  const shown = useMemo(() => (bookings ?? []).filter((b) => matchesSearch(b, search)), [bookings, search]);
  const agenda = useMemo(() => ownerAgenda(shown, now, localDay), [shown, now]);
  const openId = params.get('b');
  const open = openId === null || bookings === null ? null : (bookings.find((b) => b.id === openId) ?? null);
  const today = localDay(now);
  const dayTitle = (day: string) => (day === today ? t('bookings.today') : new Intl.DateTimeFormat(format.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`)));
  const card = (b: Booking, timeOnly = false) => <BookingCard key={b.id} booking={b} now={now} open={b.id === openId} busy={busy} onAnswer={answer} timeOnly={timeOnly} proposals={proposals} />;

  return (
    <DashboardPage title={t('bookings.title')}>
      <p className="lead">{t('bookings.intro')}</p>
      <p>
        <Link to={ROUTES.bookingSettings}>{t('settings.link')}</Link>
      </p>
      <p role="status" className={said?.kind === 'failed' || said?.kind === 'refused' ? 'field__error' : 'muted'}>
        {said === null ? '' : said.kind === 'done' ? t(`bookings.done.${said.answer}`) : said.kind === 'refused' ? t(`bookings.refused.${said.refusal}`) : t('bookings.failed')}
      </p>
      {bookings === null ? (
        <p aria-busy="true">{t('bookings.loading')}</p>
      ) : bookings.length === 0 ? (
        <p className="card">{t('bookings.empty')}</p>
      ) : (
        <>
          {openId !== null && (
            <section className="bookings-open" aria-label={open === null ? t('bookings.notFound') : open.visitor.name}>
              {open === null ? <p className="notice">{t('bookings.notFound')}</p> : card(open)}
              <button type="button" className="button button--link" onClick={() => setParams({}, { replace: true })}>
                {t('bookings.close')}
              </button>
            </section>
          )}
          <div className="bookings-toolbar">
            <div className="field">
              <label htmlFor="bookings-search">{t('bookings.search')}</label>
              <input id="bookings-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
            </div>
            <button type="button" className="button button--secondary" disabled={shown.length === 0} onClick={() => downloadBookingsCsv(shown, t, format, today)}>
              {t('bookings.csv')}
            </button>
          </div>
          {shown.length === 0 && <p>{t('bookings.noMatch')}</p>}
          <section aria-labelledby="bookings-requests">
            <h2 id="bookings-requests">{t('bookings.requests')}</h2>
            {agenda.requests.length === 0 ? <p className="muted">{t('bookings.noRequests')}</p> : <div className="bookings-list">{agenda.requests.map((b) => card(b))}</div>}
          </section>
          <section aria-labelledby="bookings-upcoming">
            <h2 id="bookings-upcoming">{t('bookings.upcoming')}</h2>
            {agenda.upcoming.length === 0 && <p className="muted">{t('bookings.noUpcoming')}</p>}
            {agenda.upcoming.map((day) => (
              <section key={day.day} aria-labelledby={`day-${day.day}`} className="bookings-day">
                <h3 id={`day-${day.day}`}>{dayTitle(day.day)}</h3>
                <div className="bookings-list">{day.bookings.map((b) => card(b, true))}</div>
              </section>
            ))}
          </section>
          {agenda.past.length > 0 && (
            <details className="bookings-past">
              <summary>{t('bookings.past')}</summary>
              <div className="bookings-list">{agenda.past.map((b) => card(b))}</div>
            </details>
          )}
        </>
      )}
      <BookingFeedCard />
    </DashboardPage>
  );
}
