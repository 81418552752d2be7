import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../core/validation/sign-up-validation';
import { AUTH, type AuthPort } from '../ports/auth.port';
import { LOGGER, type LoggerPort } from '../ports/logger.port';

export type PasswordResetResult =
  | { readonly outcome: 'invalid'; readonly error: 'required' | 'invalid-email' }
  | { readonly outcome: 'failed'; readonly code: ErrorCode }
  /** Said for every well-formed address, with or without an account, so none can be probed. */
  | { readonly outcome: 'sent' };

/** Answers that would tell an unknown address from a known one. */
const ACCOUNT_REVEALING: ReadonlySet<ErrorCode> = new Set(['user-not-found', 'invalid-credential', 'invalid-email', 'permission-denied']);

@injectable()
export class RequestPasswordResetUseCase {
  constructor(
    @inject(AUTH) private readonly auth: AuthPort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute(input: { readonly email: string }): Promise<PasswordResetResult> {
    const email = input.email.trim();
    if (email === '') return { outcome: 'invalid', error: 'required' };
    if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) return { outcome: 'invalid', error: 'invalid-email' };
    try {
      await this.auth.sendPasswordReset(email);
    } catch (error) {
      const code = toErrorCode(error);
      if (!ACCOUNT_REVEALING.has(code)) return { outcome: 'failed', code };
      this.logger.warn(`Password reset not sent: ${code}`);
    }
    return { outcome: 'sent' };
  }
}
