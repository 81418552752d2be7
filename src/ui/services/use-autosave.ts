import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AutosaveMode, AutosaveStatus, SaveAnswer } from '../../core/editing/autosave.machine';
import { autosaveStatus, createAutosaveMachine } from '../../core/editing/autosave.machine';
import type { ErrorCode } from '../../core/errors/error-codes';
import { useShell } from './services-context';

/** Where this device keeps an unsaved edit between visits (the studio's localStorage drafts). */
export interface DeviceDrafts<T> {
  read(): T | null;
  keep(value: T): void;
  drop(): void;
}

export interface Autosave<T, E> {
  /** What the screen shows; null until the stored value is known. */
  readonly value: T | null;
  readonly status: AutosaveStatus;
  readonly errors: E | null;
  /** Why the last save failed, when it did. */
  readonly error: ErrorCode | null;
  /** True when the value came from this device's draft, until the member edits again. */
  readonly recovered: boolean;
  readonly change: (value: T) => void;
  readonly save: () => void;
}

/**
 * The core's autosave machine for one screen, on the shell's timers: the studio and Settings
 * save through it, so debounce, acknowledgement, retry and drafts behave alike everywhere.
 */
export function useAutosave<T, E>(options: {
  readonly mode: AutosaveMode;
  readonly save: (value: T) => Promise<SaveAnswer<E>>;
  /** The value when it is known at once (a form filled from the member record). */
  readonly initial?: T;
  /** The value the backend holds, live; null while it is loading. */
  readonly stored?: T | null;
  readonly drafts?: DeviceDrafts<T>;
}): Autosave<T, E> {
  const { timers } = useShell();
  const saveRef = useRef(options.save);
  const draftsRef = useRef(options.drafts);
  useEffect(() => {
    saveRef.current = options.save;
    draftsRef.current = options.drafts;
  });
  const [machine] = useState(() =>
    createAutosaveMachine<T, E>().provide({
      actors: { save: fromPromise<SaveAnswer<E>, { readonly value: T }>(({ input }) => saveRef.current(input.value)) },
      actions: {
        keepDraft: (_, params) => draftsRef.current?.keep(params.value),
        dropDraft: () => draftsRef.current?.drop(),
      },
    }),
  );
  const [input] = useState(() => ({ mode: options.mode, initial: options.initial, draft: options.drafts?.read() ?? null }));
  const [snapshot, send] = useMachine(machine, { input, clock: timers });

  const { stored } = options;
  useEffect(() => {
    if (stored !== null && stored !== undefined) send({ type: 'STORED', value: stored });
  }, [stored, send]);

  useEffect(() => {
    const online = () => send({ type: 'ONLINE' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [send]);

  const change = useCallback((value: T) => send({ type: 'EDIT', value }), [send]);
  const save = useCallback(() => send({ type: 'SAVE' }), [send]);
  const { value, errors, error, recovered } = snapshot.context;
  return { value, status: autosaveStatus(snapshot), errors, error, recovered, change, save };
}
