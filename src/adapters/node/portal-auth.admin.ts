import type { Auth } from 'firebase-admin/auth';
import { AppError } from '../../core/errors/error-codes';
import type { PortalAuthFailure, PortalAuthPort, PortalIdentity, PortalSignInResult } from '../../ports/portal-auth.port';
import { adminGuarded } from './admin-errors';

/** The part of firebase-admin's Auth this adapter uses. */
export type SessionCookieAuth = Pick<Auth, 'createSessionCookie' | 'verifySessionCookie' | 'revokeRefreshTokens' | 'setCustomUserClaims'>;

/** The custom claim of accounts made on a portal: the rules never let such an account become a member. */
export const SITE_CUSTOMER_CLAIM = 'siteCustomer';

export interface AdminPortalAuthOptions {
  readonly auth: SessionCookieAuth;
  /** The project's Web API key (public; it names the project to the REST API). Any value on the emulator. */
  readonly apiKey: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST), or null for the real service. */
  readonly emulatorHost: string | null;
  readonly fetch?: typeof fetch;
  /** How long a REST call may take before it counts as unavailable. */
  readonly timeoutMs?: number;
}

/** Identity Toolkit's error messages ("WEAK_PASSWORD : Password should be…") read by their first word. */
const FAILURES: Readonly<Record<string, PortalAuthFailure>> = {
  EMAIL_EXISTS: 'email-taken',
  WEAK_PASSWORD: 'weak-password',
  MISSING_PASSWORD: 'weak-password',
  INVALID_EMAIL: 'invalid-email',
  MISSING_EMAIL: 'invalid-email',
  INVALID_LOGIN_CREDENTIALS: 'wrong-credentials',
  EMAIL_NOT_FOUND: 'wrong-credentials',
  INVALID_PASSWORD: 'wrong-credentials',
  USER_DISABLED: 'wrong-credentials',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-attempts',
};

export function portalAuthFailureOf(message: unknown): PortalAuthFailure {
  const word = typeof message === 'string' ? (/^[A-Z_]+/.exec(message.trim())?.[0] ?? '') : '';
  return FAILURES[word] ?? 'unavailable';
}

type RestAnswer = { readonly ok: true; readonly body: Record<string, unknown> } | { readonly ok: false; readonly reason: PortalAuthFailure };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The `name` claim of an ID token just received from Auth (read, not verified: it came straight
 * from the service). The emulator's sign-in answer has no displayName; the token always has it.
 */
function nameClaim(idToken: string): string {
  const payload = idToken.split('.')[1];
  if (payload === undefined) return '';
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? text((claims as Record<string, unknown>)['name']) : '';
  } catch {
    return '';
  }
}

/**
 * Customers' accounts on Firebase Auth: sign-up, sign-in and reset e-mails through the Identity
 * Toolkit REST API (what the web SDK calls, here from the site server), and session cookies
 * through the Admin SDK. On the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) both go there.
 */
export class AdminPortalAuth implements PortalAuthPort {
  private readonly base: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: AdminPortalAuthOptions) {
    const host = options.emulatorHost?.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '') ?? '';
    this.base = host !== '' ? `http://${host}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1';
    this.fetchFn = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async signUp(email: string, password: string, name: string): Promise<PortalSignInResult> {
    const answer = await this.call('accounts:signUp', { email: email.trim(), password, returnSecureToken: true });
    if (!answer.ok) return { kind: 'failed', reason: answer.reason };
    const idToken = text(answer.body['idToken']);
    const uid = text(answer.body['localId']);
    // Before anything else: an account made here must never be able to open a member record.
    const marked = await adminGuarded(() => this.options.auth.setCustomUserClaims(uid, { [SITE_CUSTOMER_CLAIM]: true })).then(
      () => true,
      () => false,
    );
    if (!marked) return { kind: 'failed', reason: 'unavailable' };
    // The name is the account's display name, so another business the person joins sees it too.
    // The account exists already: a failure here leaves it nameless, not unusable.
    const named = name.trim() === '' ? null : await this.call('accounts:update', { idToken, displayName: name.trim(), returnSecureToken: false });
    return { kind: 'ok', uid, email: text(answer.body['email']), idToken, name: named?.ok === true ? name.trim() : '' };
  }

  async signIn(email: string, password: string): Promise<PortalSignInResult> {
    const answer = await this.call('accounts:signInWithPassword', { email: email.trim(), password, returnSecureToken: true });
    if (!answer.ok) return { kind: 'failed', reason: answer.reason };
    const idToken = text(answer.body['idToken']);
    return { kind: 'ok', uid: text(answer.body['localId']), email: text(answer.body['email']), idToken, name: text(answer.body['displayName']) || nameClaim(idToken) };
  }

  async sendPasswordReset(email: string, language: 'en' | 'es'): Promise<void> {
    const answer = await this.call('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email: email.trim() }, { 'X-Firebase-Locale': language });
    // Whether the address has an account is never told; only a service failure is.
    if (!answer.ok && (answer.reason === 'too-many-attempts' || answer.reason === 'unavailable')) {
      throw new AppError(answer.reason === 'too-many-attempts' ? 'too-many-requests' : 'unavailable', { detail: 'password reset' });
    }
  }

  createSession(idToken: string, expiresInMs: number): Promise<string> {
    return adminGuarded(() => this.options.auth.createSessionCookie(idToken, { expiresIn: expiresInMs }));
  }

  async verifySession(cookie: string): Promise<PortalIdentity | null> {
    if (cookie === '') return null;
    try {
      // checkRevoked: a signed-out (revoked) session is refused at once, not when it expires.
      const decoded = await this.options.auth.verifySessionCookie(cookie, true);
      return { uid: decoded.uid, email: decoded.email ?? '' };
    } catch {
      // Expired, forged, revoked, or Auth unreachable: in every case the person is a visitor.
      return null;
    }
  }

  revokeSessions(uid: string): Promise<void> {
    return adminGuarded(() => this.options.auth.revokeRefreshTokens(uid));
  }

  private async call(method: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<RestAnswer> {
    if (this.options.apiKey === '' && !this.base.startsWith('http://')) return { ok: false, reason: 'unavailable' };
    let response: Response;
    try {
      response = await this.fetchFn(`${this.base}/${method}?key=${encodeURIComponent(this.options.apiKey || 'emulator')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    if (response.ok) return { ok: true, body: record };
    const error = record['error'];
    return { ok: false, reason: portalAuthFailureOf(typeof error === 'object' && error !== null ? (error as Record<string, unknown>)['message'] : undefined) };
  }
}
