import type { CheckoutLocale, CheckoutSessionRequest } from '../core/billing/checkout-request';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** A page of the payment provider the member is sent to. */
export interface BillingRedirect {
  readonly url: string;
}

/**
 * The payment provider, as the Stripe "firestore-stripe-payments" extension exposes it: a
 * checkout session is a document the member adds under their record, answered by the server
 * side with the checkout page's `url` (or an `error`); the customer portal is a callable.
 */
export interface BillingPort {
  /**
   * Adds the session to vMember/{memberId}/checkout_sessions and waits for the answer. Rejects
   * with an AppError: 'checkout-failed' when the provider answers with an error,
   * 'checkout-timeout' when it does not answer in time, or the write's own failure code.
   */
  startCheckout(memberId: string, request: CheckoutSessionRequest): Promise<BillingRedirect>;
  /** The signed-in member's customer portal (cards, invoices, cancelling), returning to `returnUrl`. */
  openCustomerPortal(returnUrl: string, locale?: CheckoutLocale): Promise<BillingRedirect>;
}

export const BILLING: PortToken<BillingPort> = portToken<BillingPort>('BillingPort');
