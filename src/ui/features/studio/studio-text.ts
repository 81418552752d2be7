import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SiteErrorCode } from '../../../core/site/site-fields';
import type { ImageUploadErrorCode } from '../../../core/validation/image-upload';

/** Translated words for the core's codes; every key is static. */
export function useStudioText() {
  const { t } = useTranslation('studio');
  return studioText(t);
}

/** The same words from a component's own `t` of the studio namespace (one hook fewer per field). */
export function studioText(t: TFunction<'studio'>) {
  function error(code: SiteErrorCode): string {
    switch (code) {
      case 'required':
        return t('errors.required');
      case 'invalid':
        return t('errors.invalid');
      case 'too-long':
        return t('errors.tooLong');
      case 'too-many':
        return t('errors.tooMany');
      case 'unsafe-url':
        return t('errors.unsafeUrl');
      case 'invalid-color':
        return t('errors.invalidColor');
      case 'invalid-font':
        return t('errors.invalidFont');
      case 'invalid-video':
        return t('errors.invalidVideo');
      case 'invalid-date':
        return t('errors.invalidDate');
      case 'invalid-time':
        return t('errors.invalidTime');
      case 'invalid-price':
        return t('errors.invalidPrice');
      case 'invalid-currency':
        return t('errors.invalidCurrency');
      case 'wrong-network':
        return t('errors.wrongNetwork');
      case 'invalid-phone':
        return t('errors.invalidPhone');
      case 'invalid-email':
        return t('errors.invalidEmail');
      case 'invalid-latitude':
        return t('errors.invalidLatitude');
      case 'invalid-longitude':
        return t('errors.invalidLongitude');
      case 'unknown-section':
        return t('errors.invalid');
    }
  }

  function uploadError(code: ImageUploadErrorCode | 'failed'): string {
    switch (code) {
      case 'invalid-file-name':
        return t('image.errors.invalidFileName');
      case 'empty-file':
        return t('image.errors.emptyFile');
      case 'file-too-large':
        return t('image.errors.fileTooLarge');
      case 'unsupported-type':
        return t('image.errors.unsupportedType');
      case 'content-mismatch':
        return t('image.errors.contentMismatch');
      case 'failed':
        return t('image.errors.failed');
      case 'quota-exceeded':
        return t('image.errors.quotaExceeded');
    }
  }

  return { error, uploadError };
}
