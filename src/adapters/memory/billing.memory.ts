import type { CheckoutLocale, CheckoutSessionRequest } from '../../core/billing/checkout-request';
import { AppError } from '../../core/errors/error-codes';
import type { ErrorCode } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import type { AuthPort } from '../../ports/auth.port';
import type { BillingPort, BillingRedirect } from '../../ports/billing.port';
import type { DocumentData, MemoryDatabase, PathSegments } from './memory-database';
import { MEMBERS_COLLECTION } from './member-paths.memory';

/** What the payment extension writes back on a checkout session. */
export type CheckoutAnswer = { readonly url: string } | { readonly error: string };

export interface PendingCheckout {
  readonly memberId: string;
  readonly sessionId: string;
  readonly request: CheckoutSessionRequest;
}

export interface MemoryBillingOptions {
  /** How long startCheckout waits for an answer; the Firebase adapter's default is 60 s. */
  readonly timeoutMs?: number;
  /** Answers every new session at once, as a running extension would; unset, sessions wait for `answer`. */
  readonly autoAnswer?: (session: PendingCheckout) => CheckoutAnswer;
}

export const DEFAULT_CHECKOUT_TIMEOUT_MS = 60_000;

export function checkoutSessionsPath(memberId: string): PathSegments {
  return [MEMBERS_COLLECTION, memberId, 'checkout_sessions'];
}

/**
 * The billing port on the memory database. Sessions are stored where the extension would find
 * them and answered through the same document, so the waiting logic is the real one; tests
 * play the extension with `answer`.
 */
export class MemoryBilling implements BillingPort {
  private readonly timeoutMs: number;
  private signedInUid: string | null = null;
  private portalFailure: ErrorCode | null = null;
  private readonly opened: string[] = [];

  constructor(
    private readonly db: MemoryDatabase,
    auth: AuthPort,
    private readonly options: MemoryBillingOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_CHECKOUT_TIMEOUT_MS;
    // Lives as long as the container: the portal, like the real callable, needs a signed-in caller.
    auth.watchAuthState((user) => {
      this.signedInUid = user?.uid ?? null;
    });
  }

  startCheckout(memberId: string, request: CheckoutSessionRequest): Promise<BillingRedirect> {
    if (!isValidMemberId(memberId)) return Promise.reject(new AppError('invalid-input', { detail: 'unusable member id' }));
    const sessionId = this.db.newId();
    const path = [...checkoutSessionsPath(memberId), sessionId];
    try {
      this.db.setDocument(path, { ...request });
    } catch (error) {
      return Promise.reject(error);
    }
    const answered = new Promise<BillingRedirect>((resolve, reject) => {
      let stop: (() => void) | null = null;
      const timer = setTimeout(() => {
        stop?.();
        reject(new AppError('checkout-timeout', { detail: `no answer on session ${sessionId}` }));
      }, this.timeoutMs);
      const settle = (data: DocumentData | null) => {
        const outcome = answerIn(data);
        if (outcome === null) return;
        clearTimeout(timer);
        // The listener may fire synchronously, before `stop` is assigned.
        queueMicrotask(() => stop?.());
        if ('url' in outcome) resolve({ url: outcome.url });
        else reject(new AppError('checkout-failed', { detail: outcome.error }));
      };
      stop = this.db.watchDocument(path, (data) => data, settle);
    });
    const autoAnswer = this.options.autoAnswer;
    if (autoAnswer !== undefined) {
      queueMicrotask(() => this.answer(memberId, sessionId, autoAnswer({ memberId, sessionId, request })));
    }
    return answered;
  }

  async openCustomerPortal(returnUrl: string, locale: CheckoutLocale = 'en'): Promise<BillingRedirect> {
    if (this.signedInUid === null) throw new AppError('permission-denied', { detail: 'the customer portal needs a signed-in member' });
    if (!/^https?:\/\//i.test(returnUrl)) throw new AppError('invalid-input', { detail: 'portal return URL must be http(s)' });
    const failure = this.portalFailure;
    this.portalFailure = null;
    if (failure !== null) throw new AppError(failure);
    this.db.checkReachable();
    const url = `memory://billing-portal/${this.signedInUid}?locale=${locale}&return=${encodeURIComponent(returnUrl)}`;
    this.opened.push(url);
    return { url };
  }

  // ---- Test controls: the extension's side -------------------------------------------

  /** Sessions not yet answered, oldest first. */
  pendingSessions(memberId: string): PendingCheckout[] {
    return this.db
      .listDocumentsInWriteOrder(checkoutSessionsPath(memberId))
      .filter((doc) => answerIn(doc.data) === null)
      .map((doc) => ({ memberId, sessionId: doc.id, request: doc.data as unknown as CheckoutSessionRequest }));
  }

  /** Writes the extension's answer on a session: its checkout page, or an error message. */
  answer(memberId: string, sessionId: string, answer: CheckoutAnswer): void {
    const patch = 'url' in answer ? { url: answer.url } : { error: { message: answer.error } };
    this.db.updateDocument([...checkoutSessionsPath(memberId), sessionId], patch);
  }

  /** Makes the next portal request fail with `code`. */
  failNextPortal(code: ErrorCode): void {
    this.portalFailure = code;
  }

  /** Portal pages handed out so far. */
  portalsOpened(): readonly string[] {
    return [...this.opened];
  }
}

/** The extension's answer on a session document, or null while there is none. */
export function answerIn(data: DocumentData | null): CheckoutAnswer | null {
  if (data === null) return null;
  const url: unknown = data['url'];
  if (typeof url === 'string' && url !== '') return { url };
  const error: unknown = data['error'];
  if (error !== undefined && error !== null) {
    const message: unknown = typeof error === 'object' ? (error as { message?: unknown }).message : error;
    return { error: typeof message === 'string' ? message : 'checkout error' };
  }
  return null;
}
