import { startTransition, useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import type { Edit } from './field-spec';
import { useLatest } from './stable-callbacks';

/**
 * What a control shows: the member's change at once, so a keystroke redraws this control alone,
 * while the section (saving, the preview, the rest of the page) takes it in a transition, drawn
 * after the keystroke. A value from elsewhere (a recovered draft, a reorder, a save coming back
 * changed) replaces what is shown; the section passing on any of this control's own changes, the
 * latest or an earlier one, does not: under load React may draw the section with an older
 * change after a newer one, and showing it would rewrite the field under the caret.
 */
export function useShownValue(given: unknown, onChange: Edit<unknown>, own: boolean): readonly [unknown, (next: unknown) => void] {
  const latest = useLatest(onChange);
  // The control's changes since the section last drew the latest of them, oldest first, and the
  // value the first one was made on. Changed only by the member's events and once a drawing is on
  // screen, never while React draws: a drawing can be dropped and drawn again later.
  const pending = useRef<{ base: unknown; changes: unknown[] }>({ base: undefined, changes: [] });
  const onScreen = useRef(given);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const change = useCallback(
    (next: unknown) => {
      const mine = pending.current;
      if (mine.changes.length === 0) mine.base = onScreen.current;
      mine.changes.push(next);
      redraw();
      startTransition(() => latest.current(() => next));
    },
    [latest],
  );
  useLayoutEffect(() => {
    onScreen.current = given;
    // Caught up with the latest change, or a value from elsewhere: what came before is history.
    if (behind(pending.current, given) === null) pending.current = { base: undefined, changes: [] };
  });
  const ahead = own ? behind(pending.current, given) : null;
  return [ahead === null ? given : ahead.latest, change];
}

/** The latest change, when `given` is the value it was made on or an earlier change; else null. */
function behind(mine: { readonly base: unknown; readonly changes: readonly unknown[] }, given: unknown): { readonly latest: unknown } | null {
  const { base, changes } = mine;
  if (changes.length === 0) return null;
  const latest = changes[changes.length - 1];
  return !Object.is(given, latest) && (Object.is(given, base) || changes.includes(given)) ? { latest } : null;
}
