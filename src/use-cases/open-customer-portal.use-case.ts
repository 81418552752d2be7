import { inject, injectable } from 'inversify';
import type { CheckoutLocale } from '../core/billing/checkout-request';
import { BILLING, type BillingPort, type BillingRedirect } from '../ports/billing.port';

/** Asks the payment provider for the page where the member manages billing, returning to `returnUrl`. */
@injectable()
export class OpenCustomerPortalUseCase {
  constructor(@inject(BILLING) private readonly billing: BillingPort) {}

  execute(returnUrl: string, locale?: CheckoutLocale): Promise<BillingRedirect> {
    return this.billing.openCustomerPortal(returnUrl, locale);
  }
}
