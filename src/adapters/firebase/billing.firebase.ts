import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { collection, doc, onSnapshot, setDoc } from 'firebase/firestore';
import type { CheckoutLocale, CheckoutSessionRequest } from '../../core/billing/checkout-request';
import { AppError } from '../../core/errors/error-codes';
import type { BillingPort, BillingRedirect } from '../../ports/billing.port';
import { toAppError } from './firebase-errors';
import { memberDoc } from './firestore-paths';

/** The extension's callable that opens Stripe's customer portal. */
export const PORTAL_CALLABLE = 'ext-firestore-stripe-payments-createPortalLink';
/** Where the extension's functions are deployed (spec section 7: region us-central1). */
export const FUNCTIONS_REGION = 'us-central1';
/** The extension answers within seconds; a minute means it is not running or not configured. */
export const CHECKOUT_TIMEOUT_MS = 60_000;

export interface FirebaseBillingOptions {
  readonly timeoutMs?: number;
  /**
   * The local payment simulator (scripts/payment-simulator.mjs), set only when the app runs on
   * the emulators. Without it the real extension's callable opens the portal.
   */
  readonly paymentSimulatorUrl?: string;
}

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value);
}

/** A checkout session's answer: the page to pay on, the extension's error, or nothing yet. */
function answerOf(data: Record<string, unknown> | undefined): { url: string } | { error: string } | null {
  if (data === undefined) return null;
  if (typeof data['url'] === 'string' && data['url'] !== '') return { url: data['url'] };
  const error: unknown = data['error'];
  if (error === undefined || error === null) return null;
  const message: unknown = typeof error === 'object' ? (error as { message?: unknown }).message : error;
  return { error: typeof message === 'string' ? message : 'checkout error' };
}

/**
 * The Stripe "firestore-stripe-payments" extension's client protocol, with vMember as its
 * customers collection. The same code talks to the local payment simulator, which answers
 * sessions the same way; only the portal differs, since the simulator is no Cloud Function.
 */
export class FirebaseBilling implements BillingPort {
  private readonly timeoutMs: number;

  constructor(
    private readonly app: FirebaseApp,
    private readonly db: Firestore,
    private readonly auth: Auth,
    private readonly options: FirebaseBillingOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? CHECKOUT_TIMEOUT_MS;
  }

  startCheckout(memberId: string, request: CheckoutSessionRequest): Promise<BillingRedirect> {
    return new Promise<BillingRedirect>((resolve, reject) => {
      let session;
      try {
        session = doc(collection(memberDoc(this.db, memberId), 'checkout_sessions'));
      } catch (error) {
        reject(toAppError(error));
        return;
      }
      let done = false;
      let stop: () => void = () => {};
      const finish = (outcome: BillingRedirect | AppError) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        stop();
        if (outcome instanceof AppError) reject(outcome);
        else resolve(outcome);
      };
      const timer = setTimeout(() => finish(new AppError('checkout-timeout', { detail: `no answer on ${session.path}` })), this.timeoutMs);
      // Listen before writing, so an answer that comes quickly cannot be missed.
      stop = onSnapshot(
        session,
        (snapshot) => {
          const answer = answerOf(snapshot.data());
          if (answer === null) return;
          if ('url' in answer) {
            // Only a web page is a place to send the member to.
            finish(isHttpUrl(answer.url) ? { url: answer.url } : new AppError('checkout-failed', { detail: 'the answer is not an http(s) URL' }));
          } else {
            finish(new AppError('checkout-failed', { detail: answer.error }));
          }
        },
        (error) => finish(toAppError(error)),
      );
      setDoc(session, { ...request }).catch((error: unknown) => finish(toAppError(error)));
    });
  }

  async openCustomerPortal(returnUrl: string, locale: CheckoutLocale = 'en'): Promise<BillingRedirect> {
    const user = this.auth.currentUser;
    if (user === null) throw new AppError('permission-denied', { detail: 'the customer portal needs a signed-in member' });
    if (!isHttpUrl(returnUrl)) throw new AppError('invalid-input', { detail: 'portal return URL must be http(s)' });
    const simulator = this.options.paymentSimulatorUrl;
    let url: unknown;
    try {
      if (simulator !== undefined) {
        const response = await fetch(`${simulator.replace(/\/+$/, '')}/portal`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await user.getIdToken()}` },
          body: JSON.stringify({ returnUrl, locale }),
        });
        if (!response.ok) throw new AppError(response.status === 401 || response.status === 403 ? 'permission-denied' : 'unavailable');
        url = ((await response.json()) as { url?: unknown }).url;
      } else {
        // Loaded on demand: only members who open the portal pay for the Functions SDK.
        const functions = await import('firebase/functions');
        const createPortalLink = functions.httpsCallable<{ returnUrl: string; locale: string }, { url?: unknown }>(
          functions.getFunctions(this.app, FUNCTIONS_REGION),
          PORTAL_CALLABLE,
        );
        url = (await createPortalLink({ returnUrl, locale })).data.url;
      }
    } catch (error) {
      // A fetch that cannot connect is a TypeError with no code: the simulator or network is down.
      throw error instanceof TypeError ? new AppError('network', { cause: error }) : toAppError(error);
    }
    if (!isHttpUrl(url)) throw new AppError('unknown', { detail: 'the customer portal answered without a URL' });
    return { url };
  }
}
