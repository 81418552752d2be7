import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutSessionRequest } from '../../../core/billing/checkout-request';
import type { Subscription } from '../../../core/plans/subscription';
import { DAY_MS } from '../../../core/time/time';
import type { MemoryApp } from '../../app/composition/memory.composition';
import { expiredMember, renderDashboard } from '../../testing/render-dashboard';
import { externalNavigation } from './external-navigation';

/** The memory billing adapter's extension controls, seen through their public shape. */
interface ExtensionControls {
  pendingSessions(memberId: string): { readonly sessionId: string; readonly request: CheckoutSessionRequest }[];
  answer(memberId: string, sessionId: string, answer: { url: string } | { error: string }): void;
}

const extension = (app: MemoryApp) => app.backend.billing as unknown as ExtensionControls;
const PAGE = '/dashboard/settings/subscription';
const PERIOD_END = Date.UTC(2031, 2, 15, 12);

async function nextSession(app: MemoryApp, memberId: string) {
  return waitFor(() => {
    const [session] = extension(app).pendingSessions(memberId);
    if (session === undefined) throw new Error('no checkout session yet');
    return session;
  });
}

/**
 * A button of the page once it may be pressed: until the one-time read of the member's
 * subscriptions answers, the page offers no checkout and no billing (a member who already pays
 * must not start a second plan), so a click before then does nothing.
 */
async function readyButton(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  return screen.getByRole('button', { name });
}

/** A subscription document as the payment extension writes it. */
function extensionDocument(status: string, overrides: Record<string, unknown> = {}) {
  return {
    status,
    productType: 'plan',
    productName: 'Professional Plan',
    items: [{ price: { id: 'price_professional', product: { name: 'Professional Plan' } } }],
    current_period_end: PERIOD_END,
    cancel_at_period_end: false,
    ...overrides,
  };
}

let leftFor: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  leftFor = vi.fn<(url: string) => void>();
  vi.spyOn(externalNavigation, 'assign').mockImplementation(leftFor);
});
afterEach(() => vi.restoreAllMocks());

describe('subscription page: plans and checkout', () => {
  it('says a new member has no plan yet, never Basic, and shows where they are on the way to a site', async () => {
    await renderDashboard({ path: PAGE, member: { activeUntil: Date.now() - 1000 } });
    // The subscription summary is drawn at once and filled in when the member's subscriptions arrive.
    expect(await screen.findByText('No paid plan yet')).toBeInTheDocument();
    expect(screen.getByText('Current plan').nextElementSibling).toHaveTextContent('No plan yet');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Getting started' });
    expect(within(steps).getByText('Choose a plan').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('button', { name: /^Activate / })).toHaveLength(3);
  });

  it('names the plan a member pays for, without the getting-started steps', async () => {
    await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      arrange: (app, id) => app.backend.subscriptionAdmin.grant(id, 'Basic Plan', Date.now() + 30 * DAY_MS).then(() => undefined),
    });
    await waitFor(() => expect(screen.getByText('Current plan').nextElementSibling).toHaveTextContent('Basic'));
    expect(screen.queryByRole('list', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('lists the plans with prices and what they unlock', async () => {
    await renderDashboard({ path: PAGE, member: expiredMember() });
    expect(await screen.findByText('$12 / month')).toBeInTheDocument();
    expect(screen.getByText('$24 / month')).toBeInTheDocument();
    expect(screen.getByText('$48 / month')).toBeInTheDocument();
    expect(screen.getByText('16 website sections')).toBeInTheDocument();
    // The plans are drawn before the member's subscriptions arrive; the summary follows.
    expect(await screen.findByText('No paid plan yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('choosing a plan asks for its price in English, shows the wait, then leaves for the checkout page', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: PAGE, member: expiredMember() });
    await user.click(await readyButton('Activate Professional'));
    const session = await nextSession(app, memberId);
    expect(session.request).toEqual({
      price: 'price_professional',
      success_url: `${window.location.origin}/dashboard/settings/subscription?checkout=success`,
      cancel_url: `${window.location.origin}/dashboard/settings/subscription?checkout=cancelled`,
      mode: 'subscription',
      locale: 'en',
    });
    expect(screen.getByText('Opening the secure payment page… This can take a few seconds.')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /^Activate / })) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate Professional' })).toHaveAttribute('aria-busy', 'true');
    expect(leftFor).not.toHaveBeenCalled();
    extension(app).answer(memberId, session.sessionId, { url: 'https://checkout.example.com/cs_1' });
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('https://checkout.example.com/cs_1'));
  });

  it('in Spanish, asks for a Spanish checkout page and shows the failure in Spanish, then lets the member retry', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: PAGE, language: 'ES', member: expiredMember() });
    await user.click(await readyButton('Activar Élite'));
    const session = await nextSession(app, memberId);
    expect(session.request).toMatchObject({ price: 'price_elite', locale: 'es' });
    extension(app).answer(memberId, session.sessionId, { error: 'No such price' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo abrir la página de pago. No se cobró nada; inténtalo de nuevo o escríbenos.');
    expect(screen.getByRole('button', { name: 'Activar Élite' })).toBeEnabled();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('shows the English error for a failed checkout', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: PAGE, member: expiredMember() });
    await user.click(await readyButton('Activate Basic'));
    extension(app).answer(memberId, (await nextSession(app, memberId)).sessionId, { error: 'declined' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment page could not be opened. Nothing was charged; try again or write to us.');
  });

  it('uses the deployment\'s price ids', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      config: { planPriceIds: { Basic: 'price_1Basic', Professional: 'price_2Pro', Elite: 'price_3Elite' } },
    });
    await user.click(await readyButton('Activate Elite'));
    expect((await nextSession(app, memberId)).request.price).toBe('price_3Elite');
  });
});

describe('subscription page: the member\'s subscription', () => {
  it('active plan: renewal date, current plan marked, other plans changed in billing, Manage billing opens the portal', async () => {
    const user = userEvent.setup();
    await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      arrange: async (app, id) => void (await app.backend.subscriptionAdmin.grant(id, 'Professional Plan', PERIOD_END)),
    });
    expect(await screen.findByText('Renews on March 15, 2031')).toBeInTheDocument();
    expect(screen.getByText('Your current plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Elite in billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Activate|Choose) / })).not.toBeInTheDocument();
    await user.click(await readyButton('Manage billing'));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(expect.stringMatching(/^memory:\/\/billing-portal\/.+locale=en&return=.*%2Fdashboard%2Fsettings%2Fsubscription$/)));
  });

  it('set to cancel at period end: ends on that date, with access until then', async () => {
    await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      arrange: async (app, id) => {
        const subId = await app.backend.subscriptionAdmin.grant(id, 'Elite Plan', PERIOD_END);
        await app.backend.subscriptionAdmin.cancel(id, subId, { atPeriodEnd: true });
      },
    });
    expect(await screen.findByText('Ends on March 15, 2031')).toBeInTheDocument();
    expect(screen.getByText(/Your plan stays active until March 15, 2031/)).toBeInTheDocument();
    expect(screen.getByText('All set!')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Subscription' });
    expect(within(within(summary).getByText('Subscription').parentElement as HTMLElement).getByText('Active')).toBeInTheDocument();
  });

  it('Spanish end date', async () => {
    await renderDashboard({
      path: PAGE,
      language: 'ES',
      member: expiredMember(),
      arrange: async (app, id) => app.db.setDocument(['vMember', id, 'subscriptions', 'sub_1'], extensionDocument('active', { cancel_at_period_end: true })),
    });
    expect(await screen.findByText('Termina el 15 de marzo de 2031')).toBeInTheDocument();
  });

  it('past_due: payment failed, update the card in billing; plans can be chosen again', async () => {
    await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      arrange: async (app, id) => app.db.setDocument(['vMember', id, 'subscriptions', 'sub_1'], extensionDocument('past_due')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last payment failed: update your card in billing to keep your plan.');
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    // The live query can name the subscription before the one-time read lets the buttons work.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Choose Professional' })).toBeEnabled();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it('canceled: says it ended, in Spanish', async () => {
    await renderDashboard({
      path: PAGE,
      language: 'ES',
      member: expiredMember(),
      arrange: async (app, id) => app.db.setDocument(['vMember', id, 'subscriptions', 'sub_1'], extensionDocument('canceled')),
    });
    expect(await screen.findByText('Esta suscripción terminó. Elige un plan abajo para volver a activar tu cuenta.')).toBeInTheDocument();
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
  });

  it('a failed portal request is shown translated', async () => {
    const user = userEvent.setup();
    const { app } = await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      arrange: async (a, id) => void (await a.backend.subscriptionAdmin.grant(id, 'Basic Plan', PERIOD_END)),
    });
    (app.backend.billing as unknown as { failNextPortal(code: string): void }).failNextPortal('unavailable');
    await user.click(await readyButton('Manage billing'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unreachable right now.');
    expect(leftFor).not.toHaveBeenCalled();
  });
});

describe('subscription page: back from checkout', () => {
  it('confirms the payment, and turns the banner green live when the subscription lands', async () => {
    const { app, memberId } = await renderDashboard({ path: `${PAGE}?checkout=success`, member: expiredMember() });
    expect(await screen.findByText(/Thank you! Your payment is confirmed/)).toBeInTheDocument();
    await app.backend.subscriptionAdmin.grant(memberId, 'Elite Plan', Date.now() + 30 * DAY_MS);
    expect(await screen.findByText('All set!')).toBeInTheDocument();
    expect(await screen.findByText('Your plan is active. Everything it includes is unlocked.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Subscription' });
    expect(within(within(summary).getByText('Subscription').parentElement as HTMLElement).getByText('Active')).toBeInTheDocument();
  });

  it('says nothing was charged after a cancelled checkout, in Spanish', async () => {
    await renderDashboard({ path: `${PAGE}?checkout=cancelled`, language: 'ES', member: expiredMember() });
    expect(await screen.findByText('Pago cancelado. No se cobró nada; puedes elegir un plan cuando quieras.')).toBeInTheDocument();
  });
});

/** A promise settled from outside, to hold the one-time subscription read open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('subscription page: while the subscriptions load', () => {
  it('says so and offers no checkout until it knows, so a member with a plan never starts a second one', async () => {
    const read = deferred<readonly Subscription[]>();
    await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      arrange: async (app, id) => {
        app.db.setDocument(['vMember', id, 'subscriptions', 'sub_1'], extensionDocument('past_due'));
        vi.spyOn(app.backend.subscriptions, 'listSubscriptions').mockReturnValue(read.promise);
      },
    });
    const summary = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(summary).getByText('Loading your subscription…')).toBeInTheDocument();
    expect(summary).toHaveAttribute('aria-busy', 'true');
    for (const button of screen.getAllByRole('button', { name: /^Activate / })) expect(button).toBeDisabled();
    expect(screen.queryByText('No paid plan yet')).not.toBeInTheDocument();

    read.resolve([{ id: 'sub_1', status: 'past_due', productType: 'plan', productName: 'Professional Plan', itemProductName: null, currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: false, priceId: null }]);
    expect(await within(summary).findByText('Payment failed')).toBeInTheDocument();
    expect(summary).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Choose Professional' })).toBeEnabled();
  });

  it('when the read fails, logs it and goes on with what the live query knows, in Spanish', async () => {
    const { logs } = await renderDashboard({
      path: PAGE,
      language: 'ES',
      member: expiredMember(),
      arrange: async (app) => void vi.spyOn(app.backend.subscriptions, 'listSubscriptions').mockRejectedValue(new Error('missing index')),
    });
    expect(await screen.findByText('Aún no tienes un plan de pago')).toBeInTheDocument();
    expect(screen.queryByText('Cargando tu suscripción…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar Básico' })).toBeEnabled();
    expect(logs.messages('error')).toContain('Subscription read failed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('subscription page: trials', () => {
  it('a trialing subscription announces its first payment, not a renewal', async () => {
    await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      arrange: async (app, id) => app.db.setDocument(['vMember', id, 'subscriptions', 'sub_1'], extensionDocument('trialing')),
    });
    expect(await screen.findByText('First payment on March 15, 2031, when the trial ends')).toBeInTheDocument();
    expect(screen.getByText('Trial')).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it('in Spanish', async () => {
    await renderDashboard({
      path: PAGE,
      language: 'ES',
      member: expiredMember(),
      arrange: async (app, id) => app.db.setDocument(['vMember', id, 'subscriptions', 'sub_1'], extensionDocument('trialing')),
    });
    expect(await screen.findByText('Primer pago el 15 de marzo de 2031, al terminar la prueba')).toBeInTheDocument();
  });

  it('a trial set to cancel at period end ends then, with no payment announced', async () => {
    await renderDashboard({
      path: PAGE,
      member: expiredMember(),
      arrange: async (app, id) => app.db.setDocument(['vMember', id, 'subscriptions', 'sub_1'], extensionDocument('trialing', { cancel_at_period_end: true })),
    });
    expect(await screen.findByText('Ends on March 15, 2031')).toBeInTheDocument();
    expect(screen.queryByText(/First payment/)).not.toBeInTheDocument();
  });

  it('the account\'s free trial: when it ends, when it ended, or none at all', async () => {
    const now = Date.now();
    const trialEnd = now + 5 * DAY_MS;
    const view = await renderDashboard({ path: PAGE, member: { createdAt: now - 2 * DAY_MS, activeUntil: trialEnd } });
    const fact = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition');
    expect(await screen.findByText('Trial ends', { selector: 'dt' })).toBeInTheDocument();
    expect(fact('Trial ends')).toHaveTextContent(new Date(trialEnd).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' }));
    view.unmount();

    const ended = await renderDashboard({ path: PAGE, member: expiredMember(now) });
    expect(await screen.findByText('Trial ended', { selector: 'dt' })).toBeInTheDocument();
    ended.unmount();

    // Signed up with no trial: there is no trial end to speak of.
    await renderDashboard({ path: PAGE, language: 'ES', member: { createdAt: now - 40 * DAY_MS, activeUntil: now - 40 * DAY_MS } });
    expect(await screen.findByText('Prueba gratuita', { selector: 'dt' })).toBeInTheDocument();
    expect(fact('Prueba gratuita')).toHaveTextContent('Ninguna');
    expect(screen.queryByText(/^La prueba termin/, { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('subscription page: back from the payment page with the browser', () => {
  function pageShow(persisted: boolean) {
    const event = new Event('pageshow');
    Object.defineProperty(event, 'persisted', { value: persisted });
    window.dispatchEvent(event);
  }

  it('a page restored from the back-forward cache stops waiting and lets the member choose again', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: PAGE, member: expiredMember() });
    await user.click(await readyButton('Activate Elite'));
    await nextSession(app, memberId);
    expect(screen.getByText('Opening the secure payment page… This can take a few seconds.')).toBeInTheDocument();

    // A plain page show (the first load) is not a return.
    pageShow(false);
    expect(screen.getByRole('button', { name: 'Activate Elite' })).toBeDisabled();

    pageShow(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate Elite' })).toBeEnabled());
    expect(screen.queryByText('Opening the secure payment page… This can take a few seconds.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Basic' })).toBeEnabled();
  });
});
