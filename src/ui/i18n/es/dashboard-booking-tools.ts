import type { Translation } from '../translation';
import type { bookingTools as en } from '../en/dashboard-booking-tools';

export const bookingTools: Translation<typeof en> = {
  feed: {
    title: 'Tus reservas en tu calendario',
    intro: 'Suscríbete desde Google Calendar, Apple Calendar u Outlook para ver allí tus solicitudes y citas confirmadas. La dirección es secreta: quien la tenga ve tus reservas.',
    none: 'Aún no hay dirección de calendario.',
    create: 'Crear una dirección de calendario',
    created: 'Tu dirección de calendario. Cópiala ahora: por seguridad solo se muestra esta vez.',
    linkLabel: 'Dirección de calendario',
    copy: 'Copiar dirección',
    copied: 'Copiada.',
    copyFailed: 'No se pudo copiar. Selecciona la dirección y cópiala.',
    active: 'Hay una dirección de calendario activa desde el {{date}}. Para ver una dirección otra vez, crea una nueva: la anterior deja de funcionar.',
    replace: 'Crear una dirección nueva',
    revoke: 'Desactivar la dirección',
    revoked: 'La dirección de calendario está desactivada. Los calendarios suscritos ya no reciben nada.',
    howTo: 'En Google Calendar: Otros calendarios, Desde URL. En Apple Calendar: Archivo, Nueva suscripción a calendario.',
    loading: 'Revisando tu dirección de calendario…',
    failed: 'No funcionó. Revisa tu conexión e inténtalo de nuevo.',
  },
  whatsApp: 'Enviar por WhatsApp',
  whatsAppHint: 'Abre WhatsApp con un mensaje en el idioma del visitante',
};
