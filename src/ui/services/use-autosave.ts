import { useActorRef } from '@xstate/react';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { AutosaveEvent, AutosaveMachine, AutosaveMode, AutosaveStatus, SaveAnswer } from '../../core/editing/autosave.machine';
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
  /**
   * An edit of the latest value (the one the machine holds, also when the screen has not drawn
   * it yet): edits made in a React transition, or one after another before a redraw, all count.
   * The machine takes it at once; the screen draws it with the caller's priority.
   */
  readonly update: (edit: (latest: T) => T) => void;
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
  const actor = useActorRef(machine, { input, clock: timers });
  // The screen follows the machine through React state rather than a store subscription (which
  // React always draws at once, in the task that changed it): the value is drawn with the
  // priority of the edit (a control that keeps its own value edits in a transition), and the
  // status and errors, which change a few times per save, in a transition of their own.
  const [value, setValue] = useState<T | null>(() => actor.getSnapshot().context.value);
  const [shown, setShown] = useState(() => shownOf(actor.getSnapshot()));
  const latest = useRef({ value, shown });
  // The machine takes an edit in the task after the member's event, not in it: the keystroke or
  // click only draws, so its task stays short on a slow phone (the machine's transition and the
  // device draft cost more than drawing one field). The screen draws the edit at once all the
  // same, and anything else the machine is told waits for the edit first, so the order holds.
  const pending = useRef<{ readonly value: T } | null>(null);
  const follow = useCallback(() => {
    const snapshot = actor.getSnapshot();
    const next = snapshot.context.value;
    // While an edit waits, the machine's value is older than the screen's.
    if (pending.current === null && next !== latest.current.value) {
      latest.current = { ...latest.current, value: next };
      setValue(next);
    }
    const status = shownOf(snapshot);
    if (!sameShown(status, latest.current.shown)) {
      latest.current = { ...latest.current, shown: status };
      startTransition(() => setShown(status));
    }
  }, [actor]);
  useEffect(() => {
    follow();
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor, follow]);

  const flush = useCallback(() => {
    const edit = pending.current;
    if (edit === null) return;
    pending.current = null;
    actor.send({ type: 'EDIT', value: edit.value });
  }, [actor]);
  const send = useCallback(
    (event: Exclude<AutosaveEvent<T>, { readonly type: 'EDIT' }>) => {
      flush();
      actor.send(event);
    },
    [actor, flush],
  );
  useEffect(() => {
    // A page closed or hidden right after a keystroke still keeps it on the device.
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [flush]);
  // A screen that goes away (another section, sign-out) hands its last edit over first: a layout
  // effect's cleanup runs before the machine is stopped with the screen's other effects.
  useLayoutEffect(() => flush, [flush]);

  const { stored } = options;
  useEffect(() => {
    // Drawn in a transition, as the studio's edits are: React draws the transitions of one state
    // together, so a stored value the machine takes just before a keystroke is never drawn
    // without that keystroke (alone, it would replace the field under the caret).
    if (stored !== null && stored !== undefined) startTransition(() => send({ type: 'STORED', value: stored }));
  }, [stored, send]);

  useEffect(() => {
    const online = () => send({ type: 'ONLINE' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [send]);

  const edit = useCallback(
    (next: T) => {
      const waiting = pending.current === null;
      pending.current = { value: next };
      latest.current = { ...latest.current, value: next };
      setValue(next);
      if (waiting) setTimeout(flush, 0);
    },
    [flush],
  );
  const update = useCallback(
    (change: (latest: T) => T) => {
      const current = pending.current?.value ?? actor.getSnapshot().context.value;
      if (current === null) return;
      const next = change(current);
      // An edit that changes nothing (a second click on an add button already full) is no edit.
      if (next !== current) edit(next);
    },
    [actor, edit],
  );
  // Before the stored value is known there is nothing to edit, as with `update`.
  const change = useCallback((next: T) => update(() => next), [update]);
  const save = useCallback(() => send({ type: 'SAVE' }), [send]);
  return { value, ...shown, change, update, save };
}

interface Shown<E> {
  readonly status: AutosaveStatus;
  readonly errors: E | null;
  readonly error: ErrorCode | null;
  readonly recovered: boolean;
}

function shownOf<T, E>(snapshot: SnapshotFrom<AutosaveMachine<T, E>>): Shown<E> {
  const { errors, error, recovered } = snapshot.context;
  return { status: autosaveStatus(snapshot), errors, error, recovered };
}

function sameShown<E>(a: Shown<E>, b: Shown<E>): boolean {
  return a.status === b.status && a.errors === b.errors && a.error === b.error && a.recovered === b.recovered;
}
