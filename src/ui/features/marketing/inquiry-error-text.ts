import { useTranslation } from 'react-i18next';
import type { InquiryErrorCode } from '../../../core/validation/inquiry-validation';

/** Translated validation messages of the public forms; `null` when the field is fine. */
export function useInquiryErrorText(): (code: InquiryErrorCode | undefined) => string | null {
  const { t } = useTranslation('marketing');
  return (code) => {
    switch (code) {
      case undefined:
        return null;
      case 'required':
        return t('validation.required');
      case 'too-long':
        return t('validation.too-long');
      case 'invalid-email':
        return t('validation.invalid-email');
      case 'invalid-phone':
        return t('validation.invalid-phone');
      case 'choose-one':
        return t('validation.choose-one');
    }
  };
}
