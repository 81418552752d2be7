import type { BookingStatus } from '../../core/bookings/booking';
import type { BookingFieldError } from '../../core/bookings/booking-request';
import type { BookingNotice } from '../../core/bookings/booking-page';
import type { SiteLanguage } from '../../core/member/member-record';

/** The Book page of a member's site, in the page's language. {n}, {minutes}, {when} are filled in. */
export interface BookingStrings {
  readonly title: string;
  readonly book: string;
  readonly intro: string;
  readonly chooseService: string;
  readonly minutes: string;
  readonly chooseDay: string;
  readonly freeTimes: string;
  readonly noDays: string;
  readonly chooseTime: string;
  readonly noTimes: string;
  readonly otherService: string;
  readonly otherDay: string;
  readonly timeZoneNote: string;
  readonly yourDetails: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly contactHint: string;
  readonly note: string;
  readonly send: string;
  readonly notices: Readonly<Record<BookingNotice, string>>;
  readonly fieldErrors: Readonly<Record<BookingFieldError, string>>;
  readonly done: Readonly<Record<'requested' | 'confirmed', string>>;
  readonly doneMail: string;
  readonly goToSite: string;
  readonly manageTitle: string;
  readonly statusLabel: string;
  readonly status: Readonly<Record<BookingStatus, string>>;
  readonly cancel: string;
  readonly cancelled: string;
  readonly cannotCancel: string;
  readonly askAnother: string;
  /** The owner declined and offered another time: {when}. */
  readonly proposed: string;
  readonly bookProposed: string;
}

const EN: BookingStrings = {
  title: 'Book an appointment',
  book: 'Book',
  intro: 'Pick a service, a day and a free time.',
  chooseService: 'Service',
  minutes: '{minutes} min',
  chooseDay: 'Day',
  freeTimes: '{n} free',
  noDays: 'No free times in the coming days. Please get in touch instead.',
  chooseTime: 'Time',
  noTimes: 'No free times left on this day. Pick another day.',
  otherService: 'Change service',
  otherDay: 'Change day',
  timeZoneNote: 'Times are local to the business ({zone}).',
  yourDetails: 'Your details',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  contactHint: 'An e-mail or a phone number, so we can confirm.',
  note: 'Note (optional)',
  send: 'Book this time',
  notices: { taken: 'That time was just taken. Please pick another time.', limited: 'Too many requests for now. Please try again in a minute.', invalid: 'Please check the fields marked below.' },
  fieldErrors: { required: 'Required.', 'too-long': 'Too long.', invalid: 'Not valid.', 'contact-required': 'Give an e-mail or a phone number.' },
  done: { requested: 'Thank you! Your request was sent; the business will confirm it.', confirmed: 'Thank you! Your appointment is confirmed.' },
  doneMail: 'If you gave an e-mail, a message with the details and a link to cancel is on its way.',
  goToSite: 'Back to the site',
  manageTitle: 'Your appointment',
  statusLabel: 'Status',
  status: { requested: 'Awaiting confirmation', confirmed: 'Confirmed', declined: 'Declined', cancelled: 'Cancelled', 'no-show': 'Missed' },
  cancel: 'Cancel this appointment',
  cancelled: 'Your appointment is cancelled.',
  cannotCancel: 'It is too late to cancel online. Please get in touch with the business.',
  askAnother: 'Book another time',
  proposed: 'The business cannot see you at that time and offers you another: {when}.',
  bookProposed: 'Book this time',
};

const ES: BookingStrings = {
  title: 'Reserva una cita',
  book: 'Reservar',
  intro: 'Elige un servicio, un día y una hora libre.',
  chooseService: 'Servicio',
  minutes: '{minutes} min',
  chooseDay: 'Día',
  freeTimes: '{n} libres',
  noDays: 'No hay horas libres en los próximos días. Ponte en contacto con nosotros.',
  chooseTime: 'Hora',
  noTimes: 'Ya no quedan horas libres este día. Elige otro día.',
  otherService: 'Cambiar servicio',
  otherDay: 'Cambiar día',
  timeZoneNote: 'Las horas son las del negocio ({zone}).',
  yourDetails: 'Tus datos',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  contactHint: 'Un correo o un teléfono, para poder confirmarte.',
  note: 'Nota (opcional)',
  send: 'Reservar esta hora',
  notices: { taken: 'Esa hora se acaba de ocupar. Elige otra hora, por favor.', limited: 'Demasiadas solicitudes por ahora. Inténtalo de nuevo en un minuto.', invalid: 'Revisa los campos marcados abajo.' },
  fieldErrors: { required: 'Obligatorio.', 'too-long': 'Demasiado largo.', invalid: 'No es válido.', 'contact-required': 'Indica un correo o un teléfono.' },
  done: { requested: '¡Gracias! Enviamos tu solicitud; el negocio te la confirmará.', confirmed: '¡Gracias! Tu cita está confirmada.' },
  doneMail: 'Si diste un correo, te llegará un mensaje con los datos y un enlace para cancelar.',
  goToSite: 'Volver al sitio',
  manageTitle: 'Tu cita',
  statusLabel: 'Estado',
  status: { requested: 'Pendiente de confirmar', confirmed: 'Confirmada', declined: 'Rechazada', cancelled: 'Cancelada', 'no-show': 'No asistió' },
  cancel: 'Cancelar esta cita',
  cancelled: 'Tu cita está cancelada.',
  cannotCancel: 'Ya es tarde para cancelar en línea. Ponte en contacto con el negocio.',
  askAnother: 'Reservar otra hora',
  proposed: 'El negocio no puede atenderte a esa hora y te propone otra: {when}.',
  bookProposed: 'Reservar esta hora',
};

export const BOOKING_STRINGS: Readonly<Record<SiteLanguage, BookingStrings>> = { EN, ES };
