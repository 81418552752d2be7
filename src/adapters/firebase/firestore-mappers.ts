import type { DocumentData } from 'firebase/firestore';
import type { MemberRecord, SiteLanguage } from '../../core/member/member-record';
import type { MemberMessage } from '../../core/messages/message';
import { messageLinkOf } from '../../core/messages/message';
import type { Subscription, SubscriptionStatus } from '../../core/plans/subscription';
import type { EpochMs } from '../../core/time/time';
import type { StoredPushToken } from '../../ports/push-tokens.port';

/*
 * The one place where stored documents become domain values (and, in firestore-write-mappers.ts,
 * back). Stored data predates this code and was written by several clients, so reads tolerate
 * missing or mistyped fields instead of trusting the shape: a bad document must not break a
 * screen. Nothing here loads the Firestore SDK: the first screen's light reads use these too.
 */

export function epochFromStored(value: unknown): EpochMs | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.getTime();
  // A Timestamp, of this SDK or another copy of it (or the admin SDK), by its shape.
  if (typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    const millis: unknown = (value as { toMillis: () => unknown }).toMillis();
    return typeof millis === 'number' && Number.isFinite(millis) ? millis : null;
  }
  return null;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Flags count only when exactly true, so 'true' or a missing field never grants anything. */
function flag(value: unknown): boolean {
  return value === true;
}

function siteLanguage(value: unknown): SiteLanguage {
  return value === 'ES' ? 'ES' : 'EN';
}

export function memberFromDocument(id: string, data: DocumentData): MemberRecord {
  const optional: { -readonly [K in 'admin' | 'fullAccess' | 'favicon' | 'stripeId' | 'stripeLink' | 'suspended' | 'suspensionReason' | 'weeklyNote' | 'draft']?: MemberRecord[K] } = {};
  if (typeof data.admin === 'boolean') optional.admin = data.admin;
  if (typeof data.fullAccess === 'boolean') optional.fullAccess = data.fullAccess;
  if (typeof data.favicon === 'string') optional.favicon = data.favicon;
  if (typeof data.stripeId === 'string') optional.stripeId = data.stripeId;
  if (typeof data.stripeLink === 'string') optional.stripeLink = data.stripeLink;
  if (data.suspended === true) optional.suspended = true;
  if (typeof data.weeklyNote === 'boolean') optional.weeklyNote = data.weeklyNote;
  if (data.draft === true) optional.draft = true;
  if (data.suspended === true && typeof data.suspensionReason === 'string') optional.suspensionReason = data.suspensionReason;
  return {
    id: text(data.id, id),
    vID: text(data.vID, id),
    name: text(data.name),
    namePublico: text(data.namePublico),
    username: text(data.username),
    domain: text(data.domain),
    email: text(data.email),
    emailPublico: text(data.emailPublico),
    picture: text(data.picture),
    coverPicture: text(data.coverPicture),
    esAdministrador: flag(data.esAdministrador),
    verified: flag(data.verified),
    setup: flag(data.setup),
    published: flag(data.published),
    alertPayment: flag(data.alertPayment),
    ads: flag(data.ads),
    businessName: textOrNull(data.businessName),
    businessEmail: textOrNull(data.businessEmail),
    status: flag(data.status),
    trial: flag(data.trial),
    createdAt: epochFromStored(data.createdAt),
    // A record without activeUntil has no trial left: the epoch is always in the past.
    activeUntil: epochFromStored(data.activeUntil) ?? 0,
    siteLanguage: siteLanguage(data.siteLanguage),
    font: text(data.font, 'Roboto'),
    coverTemplate: typeof data.coverTemplate === 'number' ? data.coverTemplate : 1,
    accountType: 'business',
    themeColor: text(data.themeColor),
    phoneNumber: text(data.phoneNumber),
    ...optional,
  };
}

/** Drops undefined values, which Firestore refuses, so optional fields can simply be absent. */
export function definedFields<T extends object>(fields: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'incomplete',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete_expired',
  'paused',
];

function subscriptionStatus(value: unknown): SubscriptionStatus {
  // A status this code does not know cannot be a valid one; reading it as ended is the safe side.
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value) ? (value as SubscriptionStatus) : 'canceled';
}

function firstItemPrice(data: DocumentData): { id: string | null; productName: string | null } {
  const items: unknown = data.items;
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  const price: unknown = typeof first === 'object' && first !== null ? (first as { price?: unknown }).price : undefined;
  if (typeof price !== 'object' || price === null) return { id: null, productName: null };
  const product: unknown = (price as { product?: unknown }).product;
  const productName = typeof product === 'object' && product !== null ? textOrNull((product as { name?: unknown }).name) : null;
  return { id: textOrNull((price as { id?: unknown }).id), productName };
}

export function subscriptionFromDocument(id: string, data: DocumentData): Subscription {
  const price = firstItemPrice(data);
  return {
    id,
    status: subscriptionStatus(data.status),
    productType: text(data.productType),
    productName: textOrNull(data.productName),
    itemProductName: price.productName,
    currentPeriodEnd: epochFromStored(data.current_period_end),
    cancelAtPeriodEnd: flag(data.cancel_at_period_end),
    // Older documents carry the price id only at the top level.
    priceId: price.id ?? textOrNull(data.price),
  };
}

export function messageFromDocument(id: string, data: DocumentData): MemberMessage {
  return {
    id,
    title: text(data.title),
    body: text(data.body),
    leido: flag(data.leido),
    createdAt: epochFromStored(data.createdAt) ?? 0,
    link: messageLinkOf(data.link),
  };
}

export function pushTokenFromDocument(token: string, data: DocumentData): StoredPushToken {
  return { token, uid: text(data.uid), createdAt: epochFromStored(data.createdAt) ?? 0 };
}
