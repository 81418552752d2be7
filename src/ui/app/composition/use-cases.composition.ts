import type { Container } from 'inversify';
import { EnsureMemberRecordUseCase } from '../../../use-cases/ensure-member-record.use-case';
import { RequestPasswordResetUseCase } from '../../../use-cases/request-password-reset.use-case';
import { SignInUseCase } from '../../../use-cases/sign-in.use-case';
import { SignOutUseCase } from '../../../use-cases/sign-out.use-case';
import { SignUpUseCase } from '../../../use-cases/sign-up.use-case';
import { UpdateProfileUseCase } from '../../../use-cases/update-profile.use-case';
import type { UseCases } from '../use-cases';

/**
 * Binds every use-case class the web app drives and resolves it once. Use-cases get their ports
 * by constructor injection (`@inject(TOKEN)`), so the same classes run in the CLI's container.
 */
export function buildUseCases(container: Container): UseCases {
  container.bind(EnsureMemberRecordUseCase).toSelf();
  container.bind(SignUpUseCase).toSelf();
  container.bind(SignInUseCase).toSelf();
  container.bind(SignOutUseCase).toSelf();
  container.bind(RequestPasswordResetUseCase).toSelf();
  container.bind(UpdateProfileUseCase).toSelf();
  return {
    signUp: container.get(SignUpUseCase),
    signIn: container.get(SignInUseCase),
    signOut: container.get(SignOutUseCase),
    requestPasswordReset: container.get(RequestPasswordResetUseCase),
    ensureMemberRecord: container.get(EnsureMemberRecordUseCase),
    updateProfile: container.get(UpdateProfileUseCase),
  };
}
