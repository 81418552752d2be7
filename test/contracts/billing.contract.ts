import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutSessionRequest } from '../../src/core/billing/checkout-request';
import { AppError } from '../../src/core/errors/error-codes';
import type { BillingPort } from '../../src/ports/billing.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

/** The payment extension's side of the protocol, which no client may play. */
export interface BillingFixtures {
  /** Waits for the next unanswered checkout session of the member and returns it. */
  nextSession(memberId: string): Promise<{ readonly id: string; readonly data: Record<string, unknown> }>;
  /** Writes the extension's answer: the checkout page's url, or an error message. */
  answer(memberId: string, sessionId: string, answer: { url: string } | { error: string }): Promise<void>;
  /** Signs the port's client out, so calls that need a member are made by nobody. */
  signOut(): Promise<void>;
}

export type BillingSubject = ContractSubject<BillingPort, BillingFixtures>;

/** The adapter under test must give up after this long, so the timeout case stays quick. */
export const CONTRACT_CHECKOUT_TIMEOUT_MS = 4000;

export function requestFixture(overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest {
  return {
    price: 'price_elite',
    success_url: 'http://127.0.0.1:5173/dashboard/settings/subscription?checkout=success',
    cancel_url: 'http://127.0.0.1:5173/dashboard/settings/subscription?checkout=cancelled',
    mode: 'subscription',
    locale: 'es',
    ...overrides,
  };
}

/** Starts a checkout whose failure is observed later, so it never counts as unhandled meanwhile. */
function observed<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  throw new Error('expected a rejection');
}

export function describeBillingContract(adapterName: string, makeSubject: MakeSubject<BillingPort, BillingFixtures>): void {
  describe(`BillingPort contract: ${adapterName}`, () => {
    let subject: BillingSubject;
    let port: BillingPort;
    let memberId: string;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('stores exactly the request for the extension and resolves with the page it answers with', async () => {
      const started = observed(port.startCheckout(memberId, requestFixture()));
      const session = await subject.fixtures.nextSession(memberId);
      expect(session.data).toEqual(requestFixture());
      await subject.fixtures.answer(memberId, session.id, { url: 'https://checkout.example.com/c/pay/cs_test_1' });
      await expect(started).resolves.toEqual({ url: 'https://checkout.example.com/c/pay/cs_test_1' });
    });

    it('rejects with checkout-failed when the extension answers with an error', async () => {
      const started = observed(port.startCheckout(memberId, requestFixture({ locale: 'en' })));
      const session = await subject.fixtures.nextSession(memberId);
      await subject.fixtures.answer(memberId, session.id, { error: 'No such price: price_elite' });
      expect(await codeOf(started)).toBe('checkout-failed');
    });

    it('rejects with checkout-timeout when nobody answers in time', async () => {
      const started = observed(port.startCheckout(memberId, requestFixture()));
      expect(await codeOf(started)).toBe('checkout-timeout');
    }, 15_000);

    it('keeps sessions of one checkout apart from the next', async () => {
      const first = observed(port.startCheckout(memberId, requestFixture({ price: 'price_basic' })));
      const firstSession = await subject.fixtures.nextSession(memberId);
      await subject.fixtures.answer(memberId, firstSession.id, { error: 'declined' });
      expect(await codeOf(first)).toBe('checkout-failed');
      const second = observed(port.startCheckout(memberId, requestFixture({ price: 'price_professional' })));
      const secondSession = await subject.fixtures.nextSession(memberId);
      expect(secondSession.id).not.toBe(firstSession.id);
      expect(secondSession.data['price']).toBe('price_professional');
      await subject.fixtures.answer(memberId, secondSession.id, { url: 'https://checkout.example.com/2' });
      await expect(second).resolves.toEqual({ url: 'https://checkout.example.com/2' });
    });

    it('refuses a member id that cannot be a record, before writing anything', async () => {
      expect(await codeOf(port.startCheckout('a/b', requestFixture()))).toBe('invalid-input');
    });

    it('opens no customer portal for nobody', async () => {
      await subject.fixtures.signOut();
      expect(await codeOf(port.openCustomerPortal('http://127.0.0.1:5173/dashboard/settings/subscription'))).toBe('permission-denied');
    });
  });
}
