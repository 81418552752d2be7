import type { EnsureMemberRecordUseCase } from '../../use-cases/ensure-member-record.use-case';
import type { RequestPasswordResetUseCase } from '../../use-cases/request-password-reset.use-case';
import type { SignInUseCase } from '../../use-cases/sign-in.use-case';
import type { SignOutUseCase } from '../../use-cases/sign-out.use-case';
import type { SignUpUseCase } from '../../use-cases/sign-up.use-case';
import type { UpdateProfileUseCase } from '../../use-cases/update-profile.use-case';

/**
 * The use-cases the web app drives, resolved once by the composition root
 * (src/ui/app/composition/use-cases.composition.ts). Components receive them through
 * `useBackend()`, never from the container.
 */
export interface UseCases {
  readonly signUp: SignUpUseCase;
  readonly signIn: SignInUseCase;
  readonly signOut: SignOutUseCase;
  readonly requestPasswordReset: RequestPasswordResetUseCase;
  readonly ensureMemberRecord: EnsureMemberRecordUseCase;
  readonly updateProfile: UpdateProfileUseCase;
}
