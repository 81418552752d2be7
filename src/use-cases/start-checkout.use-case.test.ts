import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { CheckoutSessionRequest } from '../core/billing/checkout-request';
import { BILLING } from '../ports/billing.port';
import { LOGGER } from '../ports/logger.port';
import { eventually } from '../../test/support/eventually';
import { createMemoryContainer } from '../../test/support/memory-container';
import { StartCheckoutUseCase } from './start-checkout.use-case';

/** The memory adapters' test controls, seen through their public shape (use-cases know only ports). */
interface ExtensionControls {
  pendingSessions(memberId: string): { readonly sessionId: string; readonly request: CheckoutSessionRequest }[];
  answer(memberId: string, sessionId: string, answer: { url: string } | { error: string }): void;
}
interface LogControls {
  messages(level?: 'error'): readonly string[];
}

function setUp(priceIds?: { Basic: string; Professional: string; Elite: string }) {
  const memory = createMemoryContainer({ config: priceIds === undefined ? {} : { planPriceIds: priceIds }, billing: { timeoutMs: 200 } });
  memory.container.bind(StartCheckoutUseCase).toSelf();
  return {
    useCase: memory.container.get(StartCheckoutUseCase),
    billing: memory.get(BILLING) as unknown as ExtensionControls,
    logger: memory.get(LOGGER) as unknown as LogControls,
  };
}

describe('StartCheckoutUseCase', () => {
  it('asks for the chosen plan at the configured price, in the member\'s language, and returns the checkout page', async () => {
    const { useCase, billing } = setUp({ Basic: 'price_1B', Professional: 'price_2P', Elite: 'price_3E' });
    const started = useCase.execute({ memberId: 'member1', plan: 'Professional', language: 'ES', origin: 'http://127.0.0.1:5173' });
    const pending = await eventually(() => {
      const [session] = billing.pendingSessions('member1');
      if (session === undefined) throw new Error('no session yet');
      return session;
    });
    expect(pending.request).toEqual({
      price: 'price_2P',
      success_url: 'http://127.0.0.1:5173/dashboard/settings/subscription?checkout=success',
      cancel_url: 'http://127.0.0.1:5173/dashboard/settings/subscription?checkout=cancelled',
      mode: 'subscription',
      locale: 'es',
    });
    billing.answer('member1', pending.sessionId, { url: 'https://pay.example/cs_1' });
    await expect(started).resolves.toEqual({ url: 'https://pay.example/cs_1' });
  });

  it('rejects with the provider\'s failure as a code, and logs it', async () => {
    const { useCase, billing, logger } = setUp();
    const started = useCase.execute({ memberId: 'member2', plan: 'Elite', language: 'EN', origin: 'https://sitio.app' });
    started.catch(() => undefined);
    const pending = await eventually(() => billing.pendingSessions('member2')[0] ?? Promise.reject(new Error('none')));
    billing.answer('member2', pending.sessionId, { error: 'No such price' });
    await expect(started).rejects.toMatchObject({ code: 'checkout-failed' });
    expect(logger.messages('error')).toContain('Checkout failed (checkout-failed)');
  });

  it('gives up with checkout-timeout when the provider never answers', async () => {
    const { useCase } = setUp();
    await expect(useCase.execute({ memberId: 'member3', plan: 'Basic', language: 'EN', origin: 'https://sitio.app' })).rejects.toMatchObject({ code: 'checkout-timeout' });
  });

  it('writes no session for a price the rules would refuse', async () => {
    const { useCase, billing } = setUp({ Basic: 'price_basic_monthly', Professional: 'price_p', Elite: 'price_e' });
    await expect(useCase.execute({ memberId: 'member4', plan: 'Basic', language: 'EN', origin: 'https://sitio.app' })).rejects.toMatchObject({ code: 'checkout-failed' });
    expect(billing.pendingSessions('member4')).toEqual([]);
  });
});
