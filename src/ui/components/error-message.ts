import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../core/errors/error-codes';

/** The translated text of an error code from the core or a port. */
export function useErrorMessage(): (code: ErrorCode) => string {
  const { t } = useTranslation('errors');
  return useCallback((code: ErrorCode) => t(code), [t]);
}
