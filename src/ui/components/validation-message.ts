import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InquiryErrorCode } from '../../core/validation/inquiry-validation';
import type { ProfileErrorCode } from '../../core/validation/profile-validation';
import type { SignUpErrorCode } from '../../core/validation/sign-up-validation';

/** Every code the core's field validation gives a form; each has a message (a type error if not). */
export type ValidationCode = SignUpErrorCode | ProfileErrorCode | InquiryErrorCode;

/**
 * The translated message of a field's validation code, or null when the field is fine. The
 * 'validation' namespace is not in the first chunk: routes whose forms use this load it
 * (src/ui/app/router.tsx).
 */
export function useValidationMessage(): (code: ValidationCode | undefined) => string | null {
  const { t } = useTranslation('validation');
  return useCallback((code: ValidationCode | undefined) => (code === undefined ? null : t(code)), [t]);
}
