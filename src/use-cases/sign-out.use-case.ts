import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { AUTH, type AuthPort } from '../ports/auth.port';

export type SignOutResult = { readonly outcome: 'signed-out' } | { readonly outcome: 'failed'; readonly code: ErrorCode };

@injectable()
export class SignOutUseCase {
  constructor(@inject(AUTH) private readonly auth: AuthPort) {}

  async execute(): Promise<SignOutResult> {
    try {
      await this.auth.signOut();
      return { outcome: 'signed-out' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
