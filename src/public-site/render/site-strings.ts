import type { AnswerErrorCode } from '../../core/forms/form-answers';
import type { SiteLanguage } from '../../core/member/member-record';
import type { Weekday } from '../../core/site/site-content';
import type { SocialNetwork } from '../../core/site/social-networks';
import type { PageSectionId } from '../../core/site/public-site-model';

/**
 * The public site's own words, in the site's language. The site is rendered on the server
 * without i18next, so its strings live here; a test keeps EN and ES in step.
 */
export interface SiteStrings {
  readonly locale: string;
  readonly sectionTitles: Readonly<Record<PageSectionId | 'contact', string>>;
  readonly weekdays: Readonly<Record<Weekday, string>>;
  readonly networks: Readonly<Record<SocialNetwork, string>>;
  readonly skipToContent: string;
  /** The other language's name in itself, for the language switch. */
  readonly otherLanguage: string;
  readonly closed: string;
  readonly specialHours: string;
  /** "Open now" from the hours, on the business's clock; {time} and {day} are filled in. */
  readonly openNow: { readonly open: string; readonly opensToday: string; readonly opensTomorrow: string; readonly opensOn: string; readonly closed: string };
  readonly priceOnRequest: string;
  readonly watchVideo: string;
  readonly videoOn: Readonly<Record<'youtube' | 'vimeo', string>>;
  readonly allDay: string;
  readonly contactIntro: string;
  readonly formName: string;
  readonly formEmail: string;
  readonly formMessage: string;
  readonly formSend: string;
  readonly formSent: string;
  readonly formFailed: string;
  readonly formHoneypot: string;
  readonly formErrors: Readonly<Record<AnswerErrorCode, string>>;
  /** Shown when a visitor's address sent too many messages in a minute, or the site its day's share. */
  readonly formLimited: Readonly<Record<'address-limit' | 'site-limit', string>>;
  readonly formOptional: string;
  readonly contactButton: string;
  readonly menu: string;
  readonly readMore: string;
  /** Beside what the site shows only to its signed-in customers (Elite's Users Portal). */
  readonly membersOnly: string;
  /** The contact essentials; the greeting is typed into the visitor's WhatsApp chat, with the business's {name}. */
  readonly reach: { readonly directions: string; readonly call: string; readonly chat: string; readonly email: string; readonly whatsappGreeting: string };
  readonly lightbox: { readonly label: string; readonly previous: string; readonly next: string; readonly close: string };
  readonly backToSite: string;
  readonly home: string;
  readonly opensNewTab: string;
  /** The link to the customers' portal on the site's pages, for a visitor and for a signed-in customer. */
  readonly portal: { readonly link: string; readonly myAccount: string };
}


const EN: SiteStrings = {
  locale: 'en-US',
  sectionTitles: {
    gallery: 'Gallery',
    videos: 'Videos',
    articles: 'News',
    products: 'Products',
    services: 'Services',
    events: 'Events',
    team: 'Our team',
    hours: 'Hours',
    'about-us': 'About us',
    albums: 'Albums',
    'payment-links': 'Pay online',
    'they-trust-us': 'They trust us',
    'additional-info': 'Good to know',
    'social-links': 'Find us',
    contact: 'Contact',
  },
  weekdays: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },
  networks: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', x: 'X', youtube: 'YouTube', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' },
  skipToContent: 'Skip to content',
  otherLanguage: 'Español',
  closed: 'Closed',
  specialHours: 'Special hours',
  openNow: { open: 'Open now · closes {time}', opensToday: 'Closed · opens at {time}', opensTomorrow: 'Closed · opens tomorrow {time}', opensOn: 'Closed · opens {day} {time}', closed: 'Closed' },
  priceOnRequest: 'Price on request',
  watchVideo: 'Watch video',
  videoOn: { youtube: 'on YouTube', vimeo: 'on Vimeo' },
  allDay: 'All day',
  contactIntro: 'Send us a message and we will get back to you.',
  formName: 'Your name',
  formEmail: 'Email',
  formMessage: 'Message',
  formSend: 'Send message',
  formSent: 'Thank you! Your message has been sent.',
  formFailed: 'Please check the highlighted fields.',
  formHoneypot: 'Leave this field empty',
  formErrors: {
    required: 'Please fill in this field.',
    'too-long': 'This is too long.',
    'invalid-email': 'Please enter a valid email address.',
    'invalid-phone': 'Please enter a valid phone number.',
    'invalid-number': 'Please enter a number.',
    'invalid-date': 'Please enter a date.',
    'invalid-choice': 'Please choose one of the options.',
    'no-links': 'Please write your name without links.',
  },
  formLimited: {
    'address-limit': 'You have sent several messages just now. Please wait a minute and send again.',
    'site-limit': 'This site cannot take more messages today. Please try again tomorrow.',
  },
  formOptional: 'optional',
  contactButton: 'Contact us',
  menu: 'Sections',
  readMore: 'Read more',
  membersOnly: 'Members only',
  reach: { directions: 'Get directions', call: 'Call', chat: 'WhatsApp', email: 'E-mail', whatsappGreeting: 'Hello {name}! I saw your website and I have a question.' },
  lightbox: { label: 'Picture', previous: 'Previous picture', next: 'Next picture', close: 'Close' },
  backToSite: 'Back to the home page',
  home: 'Home',
  opensNewTab: '(opens in a new tab)',
  portal: {
    link: 'Customer area',
    myAccount: 'My account',
  },
};

const ES: SiteStrings = {
  locale: 'es-MX',
  sectionTitles: {
    gallery: 'Galería',
    videos: 'Videos',
    articles: 'Noticias',
    products: 'Productos',
    services: 'Servicios',
    events: 'Eventos',
    team: 'Nuestro equipo',
    hours: 'Horario',
    'about-us': 'Sobre nosotros',
    albums: 'Álbumes',
    'payment-links': 'Pagos en línea',
    'they-trust-us': 'Confían en nosotros',
    'additional-info': 'Información adicional',
    'social-links': 'Encuéntranos',
    contact: 'Contacto',
  },
  weekdays: { monday: 'Lunes', tuesday: 'Martes', wednesday: 'Miércoles', thursday: 'Jueves', friday: 'Viernes', saturday: 'Sábado', sunday: 'Domingo' },
  networks: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', x: 'X', youtube: 'YouTube', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' },
  skipToContent: 'Ir al contenido',
  otherLanguage: 'English',
  closed: 'Cerrado',
  specialHours: 'Horarios especiales',
  openNow: { open: 'Abierto ahora · cierra a las {time}', opensToday: 'Cerrado · abre a las {time}', opensTomorrow: 'Cerrado · abre mañana a las {time}', opensOn: 'Cerrado · abre el {day} a las {time}', closed: 'Cerrado' },
  priceOnRequest: 'Precio a consultar',
  watchVideo: 'Ver video',
  videoOn: { youtube: 'en YouTube', vimeo: 'en Vimeo' },
  allDay: 'Todo el día',
  contactIntro: 'Envíanos un mensaje y te responderemos pronto.',
  formName: 'Tu nombre',
  formEmail: 'Correo electrónico',
  formMessage: 'Mensaje',
  formSend: 'Enviar mensaje',
  formSent: '¡Gracias! Tu mensaje ha sido enviado.',
  formFailed: 'Revisa los campos marcados.',
  formHoneypot: 'Deja este campo vacío',
  formErrors: {
    required: 'Completa este campo.',
    'too-long': 'Es demasiado largo.',
    'invalid-email': 'Escribe un correo electrónico válido.',
    'invalid-phone': 'Escribe un número de teléfono válido.',
    'invalid-number': 'Escribe un número.',
    'invalid-date': 'Escribe una fecha.',
    'invalid-choice': 'Elige una de las opciones.',
    'no-links': 'Escribe tu nombre sin enlaces.',
  },
  formLimited: {
    'address-limit': 'Acabas de enviar varios mensajes. Espera un minuto y vuelve a enviarlo.',
    'site-limit': 'Este sitio no puede recibir más mensajes hoy. Inténtalo de nuevo mañana.',
  },
  formOptional: 'opcional',
  contactButton: 'Contáctanos',
  menu: 'Secciones',
  readMore: 'Leer más',
  membersOnly: 'Solo clientes',
  reach: { directions: 'Cómo llegar', call: 'Llamar', chat: 'WhatsApp', email: 'Correo', whatsappGreeting: '¡Hola {name}! Vi su sitio web y tengo una pregunta.' },
  lightbox: { label: 'Imagen', previous: 'Imagen anterior', next: 'Imagen siguiente', close: 'Cerrar' },
  backToSite: 'Volver a la página principal',
  home: 'Inicio',
  opensNewTab: '(se abre en una pestaña nueva)',
  portal: {
    link: 'Área de clientes',
    myAccount: 'Mi cuenta',
  },
};

export const SITE_STRINGS: Readonly<Record<SiteLanguage, SiteStrings>> = { EN, ES };

/** The 404 page does not know the site's language, so it speaks both. */
export const NOT_FOUND_STRINGS: Readonly<Record<SiteLanguage, { readonly title: string; readonly text: string; readonly home: string }>> = {
  EN: { title: 'Site not found', text: 'This website does not exist or is not published right now.', home: 'Go to the home page' },
  ES: { title: 'Sitio no encontrado', text: 'Este sitio web no existe o no está publicado en este momento.', home: 'Ir a la página de inicio' },
};
