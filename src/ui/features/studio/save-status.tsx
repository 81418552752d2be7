import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from '../../../core/editing/autosave.machine';

type Shown = 'idle' | 'unsaved' | 'saving' | 'saved' | 'offline' | 'invalid' | 'failed';

/** A save the backend has not acknowledged yet reads as offline: the draft is on this device. */
function shown(status: AutosaveStatus): Shown {
  if (status === 'loading') return 'idle';
  if (status === 'waiting') return 'offline';
  return status;
}

/** Where the member's edits are: announced politely, so screen readers hear each change. */
export function SaveStatusLine({ status: machineStatus, onRetry }: { readonly status: AutosaveStatus; readonly onRetry: () => void }) {
  const { t } = useTranslation('studio');
  const status = shown(machineStatus);
  const text = (() => {
    switch (status) {
      case 'idle':
        return t('status.idle');
      case 'unsaved':
        return t('status.unsaved');
      case 'saving':
        return t('status.saving');
      case 'saved':
        return t('status.saved');
      case 'offline':
        return t('status.offline');
      case 'invalid':
        return t('status.invalid');
      case 'failed':
        return t('status.failed');
    }
  })();
  return (
    <div className={`save-status save-status--${status}`}>
      <p role="status" aria-live="polite" data-testid="save-status">
        {text}
      </p>
      {(status === 'offline' || status === 'failed') && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('status.retry')}
        </button>
      )}
    </div>
  );
}
