import { assign, setup } from 'xstate';

/**
 * What the studio can undo: whole snapshots of a section, before and after each recorded edit
 * (deleting, moving or replacing a picture or an entry). An edit that changes nothing leaves no
 * entry; a new edit after an undo drops what could have been redone.
 */
export interface UndoHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** How many edits back the studio can go. */
export const UNDO_LIMIT = 50;

export type SameSnapshot<T> = (a: T, b: T) => boolean;

/** Two snapshots are the same when their saved form is: key order aside, what would be stored. */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

export function startHistory<T>(present: T): UndoHistory<T> {
  return { past: [], present, future: [] };
}

export function record<T>(history: UndoHistory<T>, next: T, same: SameSnapshot<T> = sameJson): UndoHistory<T> {
  if (same(history.present, next)) return history;
  return { past: [...history.past, history.present].slice(-UNDO_LIMIT), present: next, future: [] };
}

/**
 * The section as it is now, after edits that are not undone one by one (typing): it becomes the
 * present without an entry of its own, so an undo goes back past it to the last recorded edit and
 * a redo comes back to it. Like any new edit, it drops what could have been redone.
 */
export function adopt<T>(history: UndoHistory<T>, current: T, same: SameSnapshot<T> = sameJson): UndoHistory<T> {
  if (same(history.present, current)) return history;
  return { past: history.past, present: current, future: [] };
}

export function undo<T>(history: UndoHistory<T>): UndoHistory<T> {
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1] as T, future: [history.present, ...history.future] };
}

export function redo<T>(history: UndoHistory<T>): UndoHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest };
}

/** The edits a section's screen sends; `reset` starts over from a snapshot that came from elsewhere, with no history. */
export type UndoEvent<T> =
  | { readonly type: 'record'; readonly snapshot: T }
  | { readonly type: 'adopt'; readonly snapshot: T }   | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'reset'; readonly snapshot: T };

/** The undo history of one section while the studio is open. */
export function undoHistoryMachine<T>(initial: T, same: SameSnapshot<T> = sameJson) {
  return setup({
    types: { context: {} as UndoHistory<T>, events: {} as UndoEvent<T> },
  }).createMachine({
    id: 'undoHistory',
    context: startHistory(initial),
    on: {
      record: { actions: assign(({ context, event }) => record(context, event.snapshot, same)) },
      adopt: { actions: assign(({ context, event }) => adopt(context, event.snapshot, same)) },
      undo: { actions: assign(({ context }) => undo(context)) },
      redo: { actions: assign(({ context }) => redo(context)) },
      reset: { actions: assign(({ event }) => startHistory(event.snapshot)) },
    },
  });
}
