import { ROUTES } from '../dashboard/route-paths';
import type { Notice } from '../notifications/notice';
import { boundedNotice } from '../notifications/notice';
import type { ActionKind } from './customer-actions';
import { ACTION_KINDS } from './customer-actions';
import type { Ranked, ResultTotals } from './site-results';
import type { VisitSource } from './visit-sources';

type Plural = readonly [one: string, other: string];

const TEXT = {
  EN: {
    locale: 'en',
    title: 'Your week on your website',
    lead: 'Last week',
    visits: ['visit', 'visits'],
    actions: { call: ['call', 'calls'], whatsapp: ['WhatsApp chat', 'WhatsApp chats'], email: ['e-mail', 'e-mails'], directions: ['direction request', 'direction requests'], form: ['form sent', 'forms sent'] },
    sources: { search: 'search engines', maps: 'Google Maps and other maps', social: 'social networks', qr: 'your QR code', direct: 'people who typed your address', other: 'other sites' },
    most: 'most from',
    and: 'and',
  },
  ES: {
    locale: 'es',
    title: 'Tu semana en tu sitio web',
    lead: 'La semana pasada',
    visits: ['visita', 'visitas'],
    actions: { call: ['llamada', 'llamadas'], whatsapp: ['chat de WhatsApp', 'chats de WhatsApp'], email: ['correo', 'correos'], directions: ['solicitud de cómo llegar', 'solicitudes de cómo llegar'], form: ['formulario enviado', 'formularios enviados'] },
    sources: { search: 'buscadores', maps: 'Google Maps y otros mapas', social: 'redes sociales', qr: 'tu código QR', direct: 'quienes escribieron tu dirección', other: 'otros sitios' },
    most: 'la mayoría desde',
    and: 'y',
  },
} as const satisfies Record<'EN' | 'ES', { readonly visits: Plural; readonly actions: Record<ActionKind, Plural>; readonly sources: Record<VisitSource, string> } & Record<string, unknown>>;

/**
 * The Monday note, in the member's language: last week's customer actions (or, with none, its
 * visits) and the two sources most visitors came from. Null for a week with nothing to tell,
 * which is skipped.
 */
export function weeklyNote(totals: ResultTotals, sources: readonly Ranked<VisitSource>[], language: 'EN' | 'ES'): Notice | null {
  if (totals.views === 0 && totals.allActions === 0) return null;
  const text = TEXT[language === 'ES' ? 'ES' : 'EN'];
  const number = new Intl.NumberFormat(text.locale);
  const counted = (n: number, [one, other]: Plural) => `${number.format(n)} ${n === 1 ? one : other}`;
  const figures = totals.allActions > 0 ? ACTION_KINDS.filter((kind) => totals.actions[kind] > 0).map((kind) => counted(totals.actions[kind], text.actions[kind])) : [counted(totals.views, text.visits)];
  const top = sources.slice(0, 2).map((source) => text.sources[source.key]);
  const from = top.length === 0 ? '' : `; ${text.most} ${top.join(` ${text.and} `)}`;
  return boundedNotice({ title: text.title, body: `${text.lead}: ${figures.join(', ')}${from}.`, link: ROUTES.results });
}
