import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioSection } from '../../../core/plans/plan-gates';
import type { SiteErrors } from '../../../core/site/site-fields';
import { clearDraft, readDraft, writeDraft } from './section-draft-store';
import { SAVE_ACK_TIMEOUT_MS } from '../../components/save-acknowledgement';

export type SaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved' | 'offline' | 'invalid' | 'failed';

export type SaveAttempt = { readonly outcome: 'saved' } | { readonly outcome: 'invalid'; readonly errors: SiteErrors } | { readonly outcome: 'offline' } | { readonly outcome: 'failed' };

/** Typing pauses this long before a save; short enough to feel live, long enough to batch keys. */
export const SAVE_DEBOUNCE_MS = 800;
/** While offline, how often a save is tried again besides the browser's 'online' event. */
export const RETRY_MS = 10_000;

export interface AutosaveDraft<T> {
  readonly value: T | null;
  readonly status: SaveStatus;
  readonly errors: SiteErrors;
  /** True when the value came from this device's unsaved draft rather than the backend. */
  readonly recovered: boolean;
  readonly change: (value: T) => void;
  readonly saveNow: () => void;
}

/**
 * Edits of one studio document: kept in localStorage at every change and removed only once
 * the backend acknowledges the save of that very version. Bad input is never sent (the core
 * says why) and never lost; a failed or slow save is retried when the connection returns.
 */
export function useAutosaveDraft<T>({
  memberId,
  document,
  stored,
  loaded,
  save,
  now,
}: {
  readonly memberId: string;
  readonly document: StudioSection | 'layout';
  /** The saved value, once the backend has answered (null while loading). */
  readonly stored: T | null;
  readonly loaded: boolean;
  readonly save: (value: T) => Promise<SaveAttempt>;
  readonly now: () => number;
}): AutosaveDraft<T> {
  const [value, setValue] = useState<T | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [errors, setErrors] = useState<SiteErrors>({});
  const [recovered, setRecovered] = useState(false);
  const latest = useRef<T | null>(null);
  const version = useRef(0);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const schedule = useCallback((delay: number, run: () => void) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(run, delay);
  }, []);

  const attempt = useCallback(async () => {
    const current = latest.current;
    if (current === null || !dirty.current) return;
    const mine = version.current;
    setStatus('saving');
    let settled = false;
    const slow = setTimeout(() => {
      if (!settled && version.current === mine) setStatus('offline');
    }, SAVE_ACK_TIMEOUT_MS);
    const result = await saveRef.current(current).catch((): SaveAttempt => ({ outcome: 'failed' }));
    settled = true;
    clearTimeout(slow);
    // A newer edit has its own save coming: this answer no longer describes what is on screen.
    if (version.current !== mine) return;
    switch (result.outcome) {
      case 'saved':
        dirty.current = false;
        clearDraft(memberId, document);
        setErrors({});
        // The "restored" notice stays until the member edits again, so a fast save cannot hide it.
        setStatus('saved');
        return;
      case 'invalid':
        setErrors(result.errors);
        setStatus('invalid');
        return;
      case 'offline':
        setStatus('offline');
        schedule(RETRY_MS, () => void attempt());
        return;
      case 'failed':
        setStatus('failed');
        schedule(RETRY_MS, () => void attempt());
    }
  }, [memberId, document, schedule]);

  // First value: this device's unsaved draft if there is one, else what the backend holds.
  useEffect(() => {
    if (!loaded || latest.current !== null) return;
    const draft = readDraft(memberId, document);
    if (draft !== null) {
      latest.current = draft.raw as T;
      dirty.current = true;
      setValue(draft.raw as T);
      setRecovered(true);
      setStatus('unsaved');
      schedule(0, () => void attempt());
    } else if (stored !== null) {
      latest.current = stored;
      setValue(stored);
    }
  }, [loaded, stored, memberId, document, schedule, attempt]);

  // A change made elsewhere (another tab or device) shows up while nothing is pending here.
  useEffect(() => {
    if (stored !== null && latest.current !== null && !dirty.current && stored !== latest.current) {
      latest.current = stored;
      setValue(stored);
    }
  }, [stored]);

  useEffect(() => {
    const retry = () => {
      if (dirty.current) void attempt();
    };
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [attempt]);

  const change = useCallback(
    (next: T) => {
      latest.current = next;
      version.current += 1;
      dirty.current = true;
      setValue(next);
      setRecovered(false);
      setStatus('unsaved');
      writeDraft(memberId, document, { raw: next, editedAt: now() });
      schedule(SAVE_DEBOUNCE_MS, () => void attempt());
    },
    [memberId, document, now, schedule, attempt],
  );

  const saveNow = useCallback(() => schedule(0, () => void attempt()), [schedule, attempt]);

  return { value, status, errors, recovered, change, saveNow };
}
