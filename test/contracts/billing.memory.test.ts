import { describe, expect, it } from 'vitest';
import type { MemoryBilling } from '../../src/adapters/memory/billing.memory';
import { MemoryBilling as MemoryBillingClass } from '../../src/adapters/memory/billing.memory';
import { AUTH } from '../../src/ports/auth.port';
import { BILLING } from '../../src/ports/billing.port';
import { eventually } from '../support/eventually';
import { createMemoryContainer } from '../support/memory-container';
import { uniqueMemberId } from '../support/test-ids';
import { CONTRACT_CHECKOUT_TIMEOUT_MS, describeBillingContract, requestFixture } from './billing.contract';

describeBillingContract('memory', async () => {
  const { get, db } = createMemoryContainer();
  const auth = get(AUTH);
  await auth.createUser('payer@example.com', 'correct horse');
  const billing = new MemoryBillingClass(db, auth, { timeoutMs: CONTRACT_CHECKOUT_TIMEOUT_MS });
  return {
    port: billing,
    fixtures: {
      nextSession: async (memberId) => {
        let found: { id: string; data: Record<string, unknown> } | null = null;
        await eventually(() => {
          const [pending] = billing.pendingSessions(memberId);
          expect(pending).toBeDefined();
          found = { id: pending?.sessionId ?? '', data: { ...pending?.request } };
        });
        if (found === null) throw new Error('no session');
        return found;
      },
      answer: async (memberId, sessionId, answer) => billing.answer(memberId, sessionId, answer),
      signOut: () => auth.signOut(),
    },
  };
});

describe('MemoryBilling beyond the contract', () => {
  it('is the billing port of the memory module, and answers at once when told to', async () => {
    const { get, db } = createMemoryContainer();
    expect(get(BILLING)).toBeInstanceOf(MemoryBillingClass);
    const billing = new MemoryBillingClass(db, get(AUTH), { autoAnswer: ({ sessionId }) => ({ url: `https://pay.example/${sessionId}` }) });
    const memberId = uniqueMemberId();
    const { url } = await billing.startCheckout(memberId, requestFixture());
    expect(url).toMatch(/^https:\/\/pay\.example\/[A-Za-z0-9]{20}$/);
    expect(billing.pendingSessions(memberId)).toEqual([]);
  });

  it('passes a failed write on as its code, and hands a portal page to a signed-in member', async () => {
    const { get, db } = createMemoryContainer();
    const billing = get(BILLING) as MemoryBilling;
    db.failNextWrites(1, 'unavailable');
    await expect(billing.startCheckout(uniqueMemberId(), requestFixture())).rejects.toMatchObject({ code: 'unavailable' });
    await get(AUTH).createUser('payer@example.com', 'correct horse');
    await eventually(async () => expect((await billing.openCustomerPortal('http://127.0.0.1:5173/x', 'es')).url).toMatch(/^memory:\/\/billing-portal\/.+locale=es/));
    billing.failNextPortal('unavailable');
    await expect(billing.openCustomerPortal('http://127.0.0.1:5173/x')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(billing.openCustomerPortal('javascript:alert(1)')).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
