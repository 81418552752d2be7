/**
 * What a visitor does on a member's site that a business counts as a customer: a call, a chat,
 * an e-mail, a route to the door, a form sent. Booking requests join this list when bookings
 * exist. The order is the order the member reads them in.
 */
export const ACTION_KINDS = ['call', 'whatsapp', 'email', 'directions', 'form'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** The kinds a visitor's tap may report; a form sent is counted by the server that stores it. */
export const TAPPED_ACTION_KINDS = ['call', 'whatsapp', 'email', 'directions'] as const satisfies readonly ActionKind[];
export type TappedActionKind = (typeof TAPPED_ACTION_KINDS)[number];

export function isActionKind(value: unknown): value is ActionKind {
  return typeof value === 'string' && (ACTION_KINDS as readonly string[]).includes(value);
}

export function isTappedActionKind(value: unknown): value is TappedActionKind {
  return typeof value === 'string' && (TAPPED_ACTION_KINDS as readonly string[]).includes(value);
}

/** The language of the page an action or view happened on, as results store it. */
export type ResultLanguage = 'en' | 'es';

export function resultLanguageOf(value: unknown): ResultLanguage | null {
  return value === 'en' || value === 'es' ? value : null;
}

/**
 * Which action a link of the page is, from its address: the page's buttons are plain links
 * (tel:, wa.me, mailto:, a maps route), so the renderer marks them from what they open.
 */
export function actionOfHref(href: string): TappedActionKind | null {
  const lower = href.trim().toLowerCase();
  if (lower.startsWith('tel:')) return 'call';
  if (lower.startsWith('mailto:')) return 'email';
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\//.test(lower)) return 'whatsapp';
  if (/^https:\/\/(www\.google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|maps\.apple\.com|www\.waze\.com|waze\.com)(\/|\?|$)/.test(lower)) return 'directions';
  return null;
}
