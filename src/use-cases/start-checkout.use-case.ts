import { inject, injectable } from 'inversify';
import { checkoutSessionRequest } from '../core/billing/checkout-request';
import type { AppConfig } from '../core/config/app-config';
import { toErrorCode } from '../core/errors/error-codes';
import type { SiteLanguage } from '../core/member/member-record';
import type { PlanTier } from '../core/plans/plan-level';
import { APP_CONFIG } from '../ports/app-config.port';
import { BILLING, type BillingPort, type BillingRedirect } from '../ports/billing.port';
import { LOGGER, type LoggerPort } from '../ports/logger.port';

export interface StartCheckoutInput {
  readonly memberId: string;
  readonly plan: PlanTier;
  /** The interface language, so the checkout page speaks it too. */
  readonly language: SiteLanguage;
  /** The app's origin; the checkout page sends the member back to the subscription page there. */
  readonly origin: string;
}

/**
 * Asks the payment provider for a checkout page for a plan, at this deployment's price. The
 * answer can take many seconds; failures reject with an AppError the UI translates, and are
 * logged, since a misconfigured price or a stopped extension is only visible here.
 */
@injectable()
export class StartCheckoutUseCase {
  constructor(
    @inject(BILLING) private readonly billing: BillingPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute({ memberId, plan, language, origin }: StartCheckoutInput): Promise<BillingRedirect> {
    try {
      const request = checkoutSessionRequest(plan, language, origin, this.config.planPriceIds);
      return await this.billing.startCheckout(memberId, request);
    } catch (error) {
      this.logger.error(`Checkout failed (${toErrorCode(error)})`, error);
      throw error;
    }
  }
}
