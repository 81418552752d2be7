import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { undoHistoryMachine, type UndoHistory } from '../../../core/editing/undo-history';
import { KEEP_AGAIN_MS } from '../../../core/storage/kept-pictures';
import { demandToasts } from '../../services/toast-demand';
import type { Raw } from './section-form/field-spec';
import type { MarkUndoable, UndoableKind } from './section-form/form-contexts';

type Update = (edit: (latest: Raw) => Raw) => void;

/** Where Ctrl/Cmd-Z belongs to the browser: its own text undo inside what the member types in. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * The section's undo history while its studio page is open, on the core's machine: deleting,
 * moving and replacing are recorded as whole snapshots of the section, undone from their toast or
 * with Ctrl/Cmd-Z and redone with Ctrl/Cmd-Shift-Z (or Ctrl-Y).
 */
export function useStudioUndo(update: Update, keep?: (history: UndoHistory<Raw | null>) => void): { readonly update: Update; readonly mark: MarkUndoable } {
  const { t } = useTranslation('studio');
  const [machine] = useState(() => undoHistoryMachine<Raw | null>(null));
  const history = useActorRef(machine);
  // The kind of the edit under way: set around an onChange call, read as the edit runs within it.
  const marked = useRef<UndoableKind | null>(null);
  // The undo toast on screen: a new one replaces it rather than stacking.
  const shown = useRef<string | number | null>(null);
  const toastRef = useRef<(words: string, action: { label: string; run: () => void }) => void>(() => undefined);

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const outcome = { moved: false };
      update((latest) => {
        history.send({ type: 'adopt', snapshot: latest });
        const before = history.getSnapshot().context.present;
        history.send({ type: direction });
        const after = history.getSnapshot().context.present;
        if (after === before || after === null) return latest;
        outcome.moved = true;
        return after;
      });
      if (!outcome.moved) return;
      const again = direction === 'undo' ? 'redo' : 'undo';
      toastRef.current(t(direction === 'undo' ? 'undo.undone' : 'undo.redone'), { label: t(`undo.${again}`), run: () => step(again) });
    },
    [history, update, t],
  );

  const recorded = useCallback((kind: UndoableKind) => toastRef.current(t(`undo.${kind}`), { label: t('undo.undo'), run: () => step('undo') }), [step, t]);

  const recording: Update = useCallback(
    (edit) => {
      const outcome: { kind: UndoableKind | null } = { kind: null };
      update((latest) => {
        const next = edit(latest);
        if (marked.current === null || next === latest) return next;
        history.send({ type: 'adopt', snapshot: latest });
        const past = history.getSnapshot().context.past.length;
        history.send({ type: 'record', snapshot: next });
        // An edit that leaves the section as it was (a picture replaced by itself) is none.
        if (history.getSnapshot().context.past.length !== past) outcome.kind = marked.current;
        return next;
      });
      if (outcome.kind !== null) recorded(outcome.kind);
    },
    [update, history, recorded],
  );

  const mark: MarkUndoable = useCallback((kind, edit) => {
    marked.current = kind;
    try {
      edit();
    } finally {
      marked.current = null;
    }
  }, []);

  useEffect(() => {
    toastRef.current = (words, action) => {
      demandToasts();
      void import('react-toastify').then(({ toast }) => {
        const render = ({ closeToast }: { closeToast: () => void }) => (
          <span className="toast-undo">
            {words}{' '}
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                closeToast();
                action.run();
              }}
            >
              {action.label}
            </button>
          </span>
        );
        if (shown.current !== null) toast.dismiss(shown.current);
        shown.current = toast.info(render);
      });
    };
  });

  // The pictures an undo could bring back are kept from pruning while the studio is open: when the
  // history changes, and again within the day for as long as the page stays open.
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useEffect(() => {
    let last: UndoHistory<Raw | null> | null = null;
    const subscription = history.subscribe((snapshot) => {
      const context = snapshot.context;
      if (last !== null && last.past === context.past && last.future === context.future) return;
      last = context;
      if (context.past.length + context.future.length > 0) keepRef.current?.(context);
    });
    const again = setInterval(() => {
      const context = history.getSnapshot().context;
      if (context.past.length + context.future.length > 0) keepRef.current?.(context);
    }, KEEP_AGAIN_MS);
    return () => {
      subscription.unsubscribe();
      clearInterval(again);
    };
  }, [history]);

  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') step(event.shiftKey ? 'redo' : 'undo');
      else if (key === 'y' && event.ctrlKey && !event.shiftKey) step('redo');
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', keydown);
    return () => document.removeEventListener('keydown', keydown);
  }, [step]);

  return useMemo(() => ({ update: recording, mark }), [recording, mark]);
}
