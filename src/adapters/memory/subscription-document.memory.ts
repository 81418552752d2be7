import type { Subscription, SubscriptionStatus } from '../../core/plans/subscription';
import type { DocumentData } from './memory-database';

/**
 * The subscription document as the payment extension writes it (snake_case period fields, the
 * product name repeated under items[0].price.product.name). Timestamps are kept as epoch ms here
 * where Firestore would hold a Timestamp.
 */
export function toSubscriptionDocument(sub: Omit<Subscription, 'id'>): DocumentData {
  return {
    status: sub.status,
    productType: sub.productType,
    productName: sub.productName,
    price: sub.priceId,
    items: [{ price: { id: sub.priceId, product: { name: sub.itemProductName } } }],
    current_period_end: sub.currentPeriodEnd,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function firstItemProductName(items: unknown): string | null {
  if (!Array.isArray(items)) return null;
  const first: unknown = items[0];
  if (typeof first !== 'object' || first === null) return null;
  const price: unknown = (first as { price?: unknown }).price;
  if (typeof price !== 'object' || price === null) return null;
  const product: unknown = (price as { product?: unknown }).product;
  if (typeof product !== 'object' || product === null) return null;
  return stringOrNull((product as { name?: unknown }).name);
}

/** Reads a stored document defensively: old documents may lack fields. */
export function fromSubscriptionDocument(id: string, data: DocumentData): Subscription {
  const periodEnd = data['current_period_end'];
  return {
    id,
    status: (typeof data['status'] === 'string' ? data['status'] : 'incomplete_expired') as SubscriptionStatus,
    productType: typeof data['productType'] === 'string' ? data['productType'] : '',
    productName: stringOrNull(data['productName']),
    itemProductName: firstItemProductName(data['items']),
    currentPeriodEnd: typeof periodEnd === 'number' ? periodEnd : null,
    cancelAtPeriodEnd: data['cancel_at_period_end'] === true,
    priceId: stringOrNull(data['price']),
  };
}
