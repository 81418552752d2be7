import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../core/bookings/booking';
import { whatsAppLink } from '../../../core/bookings/booking-mail';
import { DEFAULT_SITE_TIME_ZONE, isSiteTimeZone } from '../../../core/site/site-time-zones';
import { useDashboard } from '../../services/dashboard-context';
import { useFormat } from '../../services/use-format';

/** The owner's own clock, as the page shows times; the business's default when it is not one a site keeps. */
function ownerTimeZone(locale: string) {
  const zone = new Intl.DateTimeFormat(locale).resolvedOptions().timeZone;
  return isSiteTimeZone(zone) ? zone : DEFAULT_SITE_TIME_ZONE;
}

/** "Send on WhatsApp": a wa.me link with the message prefilled in the visitor's language; nothing without a phone. */
export function BookingWhatsAppLink({ booking }: { readonly booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { member } = useDashboard();
  const format = useFormat();
  const business = member.businessName || member.namePublico || member.name;
  const href = whatsAppLink(booking, business, ownerTimeZone(format.locale));
  if (href === null) return null;
  return (
    <a className="button button--secondary" href={href} target="_blank" rel="noopener noreferrer" title={t('bookingTools.whatsAppHint')}>
      {t('bookingTools.whatsApp')}
      <span className="visually-hidden">: {booking.visitor.name}</span>
    </a>
  );
}
