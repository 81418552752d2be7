import type { AutosaveStatus } from '../../core/editing/autosave.machine';
import './save-status-line.css';

/** What the line can say: the machine's statuses as a member reads them. */
export type ShownSaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved' | 'offline' | 'invalid' | 'failed';

/** A save the backend has not acknowledged yet reads as offline: the draft is on this device. */
function shown(status: AutosaveStatus): ShownSaveStatus {
  if (status === 'loading') return 'idle';
  if (status === 'waiting') return 'offline';
  return status;
}

/**
 * Where the member's edits are, in the screen's own words (`text`): announced politely, so
 * screen readers hear each change, with a button to try again at once while a save waits.
 */
export function SaveStatusLine({
  status: machineStatus,
  onRetry,
  text,
}: {
  readonly status: AutosaveStatus;
  readonly onRetry: () => void;
  readonly text: Readonly<Record<ShownSaveStatus | 'retry', string>>;
}) {
  const status = shown(machineStatus);
  return (
    <div className={`save-status save-status--${status}`}>
      <p role="status" aria-live="polite" data-testid="save-status">
        {text[status]}
      </p>
      {(status === 'offline' || status === 'failed') && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {text.retry}
        </button>
      )}
    </div>
  );
}
