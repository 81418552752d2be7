import { AppError } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/time/time';
import type { ClockPort } from '../../ports/clock.port';
import type { PortalAuthPort, PortalIdentity, PortalSignInResult } from '../../ports/portal-auth.port';

/** The provider's own rules: passwords of 6 characters or more, loose address syntax. */
const MIN_PASSWORD_LENGTH = 6;
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** As Firebase: an ID token lives an hour, and a session is made only from one minted in the last 5 minutes. */
const ID_TOKEN_LIFETIME_MS = HOUR_MS;
const RECENT_SIGN_IN_MS = 5 * MINUTE_MS;
/** Firebase's bounds on a session cookie's lifetime. */
const SESSION_MIN_MS = 5 * MINUTE_MS;
const SESSION_MAX_MS = 14 * DAY_MS;

interface StoredAccount {
  readonly uid: string;
  readonly email: string;
  password: string;
  name: string;
  /** Raised by revokeSessions: sessions made under an older generation are refused. */
  generation: number;
}

interface SessionClaims {
  readonly uid: string;
  readonly email: string;
  readonly exp: EpochMs;
  readonly gen: number;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function randomId(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return base64url(buffer);
}

function isClaims(value: unknown): value is SessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['uid'] === 'string' && typeof v['email'] === 'string' && typeof v['exp'] === 'number' && typeof v['gen'] === 'number';
}

/**
 * Customers' accounts in memory, for tests and the memory composition: the same refusals as
 * Firebase Auth, ID tokens that expire by the injected clock, and session cookies signed with
 * HMAC-SHA-256 under a secret only this instance knows, so no cookie can be made or altered
 * without it. Revoking raises the account's generation, which every older session carries.
 */
export class MemoryPortalAuth implements PortalAuthPort {
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly idTokens = new Map<string, { readonly uid: string; readonly issuedAt: EpochMs }>();
  private readonly resets: { readonly email: string; readonly language: 'en' | 'es' }[] = [];
  private readonly key: Promise<CryptoKey>;
  private nextUid = 1;

  constructor(
    private readonly clock: ClockPort,
    secret: string = randomId(32),
  ) {
    this.key = globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async signUp(email: string, password: string, name: string): Promise<PortalSignInResult> {
    const normalized = email.trim().toLowerCase();
    if (!LOOSE_EMAIL.test(normalized)) return { kind: 'failed', reason: 'invalid-email' };
    if (password.length < MIN_PASSWORD_LENGTH) return { kind: 'failed', reason: 'weak-password' };
    if (this.accounts.has(normalized)) return { kind: 'failed', reason: 'email-taken' };
    const account: StoredAccount = { uid: `customer${String(this.nextUid++).padStart(6, '0')}${randomId(6)}`, email: normalized, password, name: name.trim(), generation: 0 };
    this.accounts.set(normalized, account);
    return this.signedIn(account);
  }

  async signIn(email: string, password: string): Promise<PortalSignInResult> {
    const account = this.accounts.get(email.trim().toLowerCase());
    // An unknown address and a wrong password look the same, so accounts cannot be probed.
    if (account === undefined || account.password !== password) return { kind: 'failed', reason: 'wrong-credentials' };
    return this.signedIn(account);
  }

  async sendPasswordReset(email: string, language: 'en' | 'es'): Promise<void> {
    const account = this.accounts.get(email.trim().toLowerCase());
    if (account !== undefined) this.resets.push({ email: account.email, language });
  }

  async createSession(idToken: string, expiresInMs: number): Promise<string> {
    const token = this.idTokens.get(idToken);
    const now = this.clock.now();
    if (token === undefined || now - token.issuedAt >= ID_TOKEN_LIFETIME_MS) throw new AppError('invalid-credential', { detail: 'unknown or expired ID token' });
    if (now - token.issuedAt > RECENT_SIGN_IN_MS) throw new AppError('requires-recent-login');
    if (!(expiresInMs >= SESSION_MIN_MS && expiresInMs <= SESSION_MAX_MS)) throw new AppError('invalid-input', { detail: 'session lifetime' });
    const account = this.accountByUid(token.uid);
    if (account === null) throw new AppError('user-not-found');
    const claims: SessionClaims = { uid: account.uid, email: account.email, exp: now + expiresInMs, gen: account.generation };
    const payload = base64url(new TextEncoder().encode(JSON.stringify(claims)));
    const signature = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await this.key, new TextEncoder().encode(payload)));
    return `${payload}.${base64url(signature)}`;
  }

  async verifySession(cookie: string): Promise<PortalIdentity | null> {
    const [payload, signature, ...extra] = cookie.split('.');
    if (payload === undefined || signature === undefined || extra.length > 0) return null;
    const signatureBytes = fromBase64url(signature);
    const payloadBytes = fromBase64url(payload);
    if (signatureBytes === null || payloadBytes === null) return null;
    const valid = await globalThis.crypto.subtle.verify('HMAC', await this.key, signatureBytes, new TextEncoder().encode(payload));
    if (!valid) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(new TextDecoder().decode(payloadBytes));
    } catch {
      return null;
    }
    if (!isClaims(claims) || claims.exp <= this.clock.now()) return null;
    const account = this.accountByUid(claims.uid);
    if (account === null || account.generation !== claims.gen) return null;
    return { uid: account.uid, email: account.email };
  }

  async revokeSessions(uid: string): Promise<void> {
    const account = this.accountByUid(uid);
    if (account !== null) account.generation += 1;
  }

  /** The reset e-mails asked for an address (tests read what the provider would have sent). */
  passwordResetsSentTo(email: string): readonly ('en' | 'es')[] {
    const wanted = email.trim().toLowerCase();
    return this.resets.filter((r) => r.email === wanted).map((r) => r.language);
  }

  /** The account's display name, or null when there is no such account. */
  displayName(uid: string): string | null {
    return this.accountByUid(uid)?.name ?? null;
  }

  private signedIn(account: StoredAccount): PortalSignInResult {
    const idToken = randomId(24);
    this.idTokens.set(idToken, { uid: account.uid, issuedAt: this.clock.now() });
    return { kind: 'ok', uid: account.uid, email: account.email, idToken, name: account.name };
  }

  private accountByUid(uid: string): StoredAccount | null {
    for (const account of this.accounts.values()) if (account.uid === uid) return account;
    return null;
  }
}
