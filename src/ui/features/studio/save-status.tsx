import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from '../../../core/editing/autosave.machine';
import { SaveStatusLine as SharedSaveStatusLine } from '../../components/save-status-line';

/** Where the member's studio edits are (src/ui/components/save-status-line.tsx), in the studio's words. */
export function SaveStatusLine({ status, onRetry }: { readonly status: AutosaveStatus; readonly onRetry: () => void }) {
  const { t } = useTranslation('studio');
  const text = useMemo(
    () => ({
      idle: t('status.idle'),
      unsaved: t('status.unsaved'),
      saving: t('status.saving'),
      saved: t('status.saved'),
      offline: t('status.offline'),
      invalid: t('status.invalid'),
      failed: t('status.failed'),
      retry: t('status.retry'),
    }),
    [t],
  );
  return <SharedSaveStatusLine status={status} onRetry={onRetry} text={text} />;
}
