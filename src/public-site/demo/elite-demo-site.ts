import type { SiteTimeZone } from '../../core/site/site-time-zones';
import { TRANSLATIONS_KEY } from '../../core/site/text-translations';
import { fitnessExample } from '../../core/site/examples/example-fitness';

/*
 * What `npm start` publishes for the Elite demo member: the gym of the Examples page, with the
 * ways to reach it turned on, a gallery that opens in a lightbox, articles with pages of their
 * own, the week's hours with a special day ahead, and a title and description for search, every
 * text in English with its Spanish version. Dates follow `now`, so a fresh stack never shows an
 * event or holiday that is already past.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE: SiteTimeZone = 'America/Chicago';
const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });

function day(now: number, offsetDays: number): string {
  return new Date(now + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The gym's photos, served by the app itself (public/images/demo, made by
 * scripts/make-demo-photos.mjs) in the widths an upload is stored in, and referenced as an
 * upload is: the picture's own URL with its widths in the fragment.
 */
const photo = (name: string) => `/images/demo/${name}.jpg#w=480,960,1600`;

/** Its cover, as the member record keeps it. */
export const ELITE_DEMO_COVER = photo('fitness-cover');

type Translate = (en: string, es: string) => string;
type Json = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `english` with the Spanish version of each text that differs, kept where the studio keeps it:
 * beside the text, in the same object (a rich text is one text). Which of them a visitor may read
 * in Spanish is the core's to say when the documents are validated.
 */
function withSpanish(english: unknown, spanish: unknown): unknown {
  if (Array.isArray(english)) return english.map((entry: unknown, i) => withSpanish(entry, Array.isArray(spanish) ? spanish[i] : undefined));
  if (!isObject(english) || !isObject(spanish)) return english;
  const out: Record<string, unknown> = {};
  const texts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    const other = spanish[key];
    const isText = typeof value === 'string' || (isObject(value) && Array.isArray(value['blocks']));
    if (isText && JSON.stringify(value) !== JSON.stringify(other)) texts[key] = other;
    out[key] = isText ? value : withSpanish(value, other);
  }
  return Object.keys(texts).length === 0 ? out : { ...out, [TRANSLATIONS_KEY]: { ES: texts } };
}

/** The site documents of the Elite demo member, as the studio stores them (the name and look live on the member record). */
export function eliteDemoSiteDocuments(now: number): Readonly<Record<string, unknown>> {
  const english = documentsIn((en) => en, now);
  return withSpanish(english, documentsIn((_en, es) => es, now)) as Json;
}

function documentsIn(t: Translate, now: number): Json {
  const { documents } = fitnessExample.draft(t, (file) => `/images/examples/${file}`);
  const hours = documents.hours as Record<string, unknown>;
  return {
    ...documents,
    'about-us': {
      ...(documents['about-us'] as Record<string, unknown>),
      search: {
        title: t('Core Fitness · small-group training in Chicago', 'Core Fitness · entrenamiento en grupos pequeños en Chicago'),
        description: t(
          'Strength, conditioning and mobility classes of never more than 12 people, with a certified coach. Your first class is free.',
          'Clases de fuerza, acondicionamiento y movilidad de 12 personas como máximo, con un entrenador certificado. Tu primera clase es gratis.',
        ),
      },
    },
    hours: {
      ...hours,
      timeZone: TIME_ZONE,
      exceptions: [
        { date: day(now, 9), open: '08:00', close: '12:00', label: t('Community day: short hours', 'Día de la comunidad: horario corto') },
        { date: day(now, 23), closed: true, label: t('Staff training day', 'Día de capacitación del equipo') },
      ],
    },
    gallery: {
      images: [
        { url: photo('fitness-kettlebells'), alt: t('Kettlebells lined up on the gym floor', 'Pesas rusas en fila sobre el piso del gimnasio') },
        { url: photo('fitness-rowers'), alt: t('Two rowing machines ready for a conditioning class', 'Dos remos listos para una clase de acondicionamiento') },
        { url: photo('fitness-mobility'), alt: t('A mobility class on the mats', 'Una clase de movilidad sobre los tapetes') },
        { url: photo('fitness-pullup'), alt: t('A pull-up on the rig', 'Una dominada en la barra') },
      ],
    },
    articles: {
      articles: [
        {
          title: t('Six weeks to your first pull-up', 'Seis semanas para tu primera dominada'),
          date: day(now, -12),
          body: { blocks: [p(t('A new six-week course starts on the first Monday of the month: two strength classes a week, a plan for home, and a test at the end.', 'El primer lunes del mes empieza un curso de seis semanas: dos clases de fuerza a la semana, un plan para casa y una prueba al final.')), p(t('Places are limited to 12. Ask at the front desk or send us a message.', 'Hay 12 lugares. Pregunta en recepción o mándanos un mensaje.'))] },
        },
        {
          // For the VIP group of the gym's Users Portal (elite-demo-portal.ts): visitors never get it.
          title: t('VIP training plan for the month', 'Plan de entrenamiento VIP del mes'),
          date: day(now, -3),
          body: { blocks: [p(t('Three strength days and one long mobility session a week, with the loads for each week. Ask your coach to check your form on the first day.', 'Tres días de fuerza y una sesión larga de movilidad a la semana, con las cargas de cada semana. Pide a tu entrenador que revise tu técnica el primer día.'))] },
          audience: { kind: 'groups', groups: ['vip'] },
        },
        {
          title: t('Longer Saturday hours', 'Más horas los sábados'),
          date: day(now, -30),
          body: { blocks: [p(t('From this month the gym is open on Saturdays from 7:00 to 14:00, with a mobility class at 9:00.', 'Desde este mes el gimnasio abre los sábados de 7:00 a 14:00, con una clase de movilidad a las 9:00.'))] },
        },
      ],
    },
    events: {
      events: [
        { title: t('Free open class', 'Clase abierta gratis'), date: day(now, 5), time: '10:00', place: t('Core Fitness, main room', 'Core Fitness, sala principal'), description: t('Bring a friend: a 45-minute class for every level, then coffee.', 'Trae a alguien: una clase de 45 minutos para todos los niveles, y luego café.') },
        { title: t('Charity row-a-thon', 'Remo solidario'), date: day(now, 19), time: '08:00', place: 'Core Fitness', description: t('A thousand metres each, for the neighbourhood food bank.', 'Mil metros cada quien, para el banco de alimentos del barrio.') },
      ],
    },
    'social-links': {
      links: { instagram: 'https://www.instagram.com/corefitness', whatsapp: 'https://wa.me/13125550104' },
      contact: {
        address: { street: '2250 N Milwaukee Ave', locality: 'Chicago', region: 'IL', postalCode: '60647', country: 'US' },
        showAddress: true,
        pin: { latitude: 41.921, longitude: -87.6941 },
        category: 'ExerciseGym',
        phone: '+1 312 555 0104',
        showPhone: true,
        email: 'hello@corefitness.example.com',
        showEmail: true,
        whatsappButton: true,
      },
    },
    layout: {
      order: ['name', 'styles', 'about-us', 'services', 'events', 'articles', 'team', 'hours', 'additional-info', 'social-links', 'gallery', 'videos', 'products', 'albums', 'payment-links', 'they-trust-us'],
      hidden: [],
    },
  };
}
