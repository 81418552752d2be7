import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { useErrorMessage } from '../../components/error-message';
import { useDashboardFrame } from '../../services/dashboard-context';
import './weekly-note-switch.css';

type Status = { readonly kind: 'idle' | 'saving' | 'saved' } | { readonly kind: 'failed'; readonly code: ErrorCode };

/** Settings' "Weekly results note": saved as soon as it is switched; absent on the record means on. */
export function WeeklyNoteSwitch() {
  const { t } = useTranslation('dashboard');
  const errorMessage = useErrorMessage();
  const { backend, whenBackend, member } = useDashboardFrame();
  const [on, setOn] = useState(member.weeklyNote !== false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Drawn from the device's snapshot first: the live record's choice wins unless switched since.
  const live = backend !== null;
  const liveOn = member.weeklyNote !== false;
  const [untouched, setUntouched] = useState(true);
  useEffect(() => {
    if (live && untouched) setOn(liveOn);
  }, [live, untouched, liveOn]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.checked;
    setUntouched(false);
    setOn(next);
    setStatus({ kind: 'saving' });
    // Switched before the dashboard is live: the save waits for it, the switch busy meanwhile.
    const result = await (await whenBackend()).useCases.setWeeklyNote.execute(member.id, next);
    if (result.outcome === 'saved') setStatus({ kind: 'saved' });
    else {
      setOn(!next);
      setStatus({ kind: 'failed', code: result.code });
    }
  }

  return (
    <section className="card" aria-labelledby="weekly-note-title">
      <h2 id="weekly-note-title">{t('settings.weeklyNote')}</h2>
      <p className="field__hint" id="weekly-note-hint">
        {t('settings.weeklyNoteHint')}
      </p>
      <label className="weekly-note-switch">
        <input id="weekly-note" type="checkbox" checked={on} aria-describedby="weekly-note-hint weekly-note-status" disabled={status.kind === 'saving'} onChange={(event) => void onChange(event)} />
        {t('settings.weeklyNoteSwitch')}
      </label>
      <p id="weekly-note-status" role="status" className={status.kind === 'failed' ? 'field__error' : 'field__hint'}>
        {status.kind === 'saved' && t('settings.weeklyNoteSaved')}
        {status.kind === 'failed' && errorMessage(status.code)}
      </p>
    </section>
  );
}
