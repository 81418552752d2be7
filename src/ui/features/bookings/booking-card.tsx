import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../core/bookings/booking';
import { BOOKING_LIMITS } from '../../../core/bookings/booking-limits';
import type { DayOfSlots } from '../../../core/bookings/booking-slots';
import type { OwnerAnswer } from '../../../use-cases/bookings/owner-bookings.use-case';
import { useFormat } from '../../services/use-format';
import { BookingWhatsAppLink } from './booking-whatsapp-link';

interface BookingCardProps {
  readonly booking: Booking;
  readonly now: number;
  readonly open: boolean;
  readonly busy: boolean;
  readonly onAnswer: (booking: Booking, answer: OwnerAnswer) => void;
  /** Only times, when the day is already the heading. */
  readonly timeOnly?: boolean;
  /** The free times the owner may offer instead when declining a request. */
  readonly proposals?: (booking: Booking) => readonly DayOfSlots[];
}

/** One booking with the answers its life allows now: accept or decline a request, cancel before it starts, a no-show once started. */
export function BookingCard({ booking, now, open, busy, onAnswer, timeOnly = false, proposals }: BookingCardProps) {
  const { t } = useTranslation('bookings');
  const [proposed, setProposed] = useState('');
  const format = useFormat();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const time = (at: number) => new Intl.DateTimeFormat(format.locale, { hour: 'numeric', minute: '2-digit' }).format(at);
  const when = timeOnly ? `${time(booking.start)}–${time(booking.end)}` : `${format.dateTime(booking.start)}–${time(booking.end)}`;
  const { visitor } = booking;
  const canAnswer = booking.status === 'requested' && booking.start > now;
  const canCancel = (booking.status === 'requested' || booking.status === 'confirmed') && booking.start > now;
  const canNoShow = booking.status === 'confirmed' && booking.start <= now;
  const reasonId = `booking-reason-${booking.id}`;
  const offers = useMemo(() => (asking === 'decline' && proposals !== undefined ? proposals(booking) : null), [asking, proposals, booking]);
  const dayLabel = (date: string) => new Intl.DateTimeFormat(format.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(`${date}T12:00:00Z`));

  return (
    <article className={`card booking-card${open ? ' booking-card--open' : ''}`} aria-labelledby={`booking-${booking.id}`} id={`b-${booking.id}`}>
      <header className="booking-card__head">
        <h3 id={`booking-${booking.id}`}>
          {visitor.name} · {booking.serviceName}
        </h3>
        <span className={`booking-status booking-status--${booking.status}`}>{t(`bookings.status.${booking.status}`)}</span>
      </header>
      <p className="booking-card__when">
        <time dateTime={new Date(booking.start).toISOString()}>{when}</time>
      </p>
      <p className="booking-card__contact">
        {visitor.email !== '' && <a href={`mailto:${visitor.email}`}>{visitor.email}</a>}
        {visitor.phone !== '' && <a href={`tel:${visitor.phone.replace(/[^\d+]/g, '')}`}>{visitor.phone}</a>}
        <BookingWhatsAppLink booking={booking} />
      </p>
      {visitor.note !== '' && (
        <p className="booking-card__note">
          <strong>{t('bookings.note')}:</strong> {visitor.note}
        </p>
      )}
      {booking.reason !== '' && <p className="muted">{t('bookings.reasonShown', { reason: booking.reason })}</p>}
      {booking.status === 'declined' && booking.proposedStart !== null && <p className="muted">{t('propose.offered', { when: format.dateTime(booking.proposedStart) })}</p>}
      {asking !== null ? (
        <form
          className="booking-card__reason"
          onSubmit={(event) => {
            event.preventDefault();
            onAnswer(booking, asking === 'decline' ? { type: 'decline', reason, proposedStart: proposed === '' ? null : Number(proposed) } : { type: asking, reason });
            setAsking(null);
            setProposed('');
          }}
        >
          <div className="field">
            <label htmlFor={reasonId}>{t('bookings.reasonLabel')}</label>
            <textarea id={reasonId} value={reason} maxLength={BOOKING_LIMITS.declineReason} rows={2} onChange={(event) => setReason(event.target.value)} aria-describedby={`${reasonId}-hint`} />
            <small id={`${reasonId}-hint`} className="muted">
              {t('bookings.reasonHint', { max: BOOKING_LIMITS.declineReason })}
            </small>
          </div>
          {offers !== null && (
            <div className="field">
              <label htmlFor={`${reasonId}-propose`}>{t('propose.label')}</label>
              <select id={`${reasonId}-propose`} value={proposed} aria-describedby={`${reasonId}-propose-hint`} onChange={(event) => setProposed(event.target.value)}>
                <option value="">{offers.length === 0 ? t('propose.noTimes') : t('propose.none')}</option>
                {offers.map((day) => (
                  <optgroup key={day.date} label={dayLabel(day.date)}>
                    {day.slots.map((slot) => (
                      <option key={slot.start} value={String(slot.start)}>
                        {`${dayLabel(day.date)}, ${slot.time}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <small id={`${reasonId}-propose-hint`} className="muted">
                {t('propose.hint')}
              </small>
            </div>
          )}
          <p className="booking-card__actions">
            <button type="submit" className="button button--danger" disabled={busy}>
              {asking === 'decline' ? t('bookings.confirmDecline') : t('bookings.confirmCancel')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(null)}>
              {t('bookings.back')}
            </button>
          </p>
        </form>
      ) : (
        (canAnswer || canCancel || canNoShow) && (
          <p className="booking-card__actions">
            {canAnswer && (
              <button type="button" className="button" disabled={busy} onClick={() => onAnswer(booking, { type: 'accept' })}>
                {t('bookings.accept')}
              </button>
            )}
            {canAnswer && (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking('decline')}>
                {t('bookings.decline')}
              </button>
            )}
            {canCancel && !canAnswer && (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking('cancel')}>
                {t('bookings.cancel')}
              </button>
            )}
            {canNoShow && (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => onAnswer(booking, { type: 'no-show' })}>
                {t('bookings.noShow')}
              </button>
            )}
          </p>
        )
      )}
    </article>
  );
}
