import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, adopt, record, redo, sameJson, startHistory, undo, undoHistoryMachine } from './undo-history';

type Snapshot = { readonly images: readonly { readonly id: string; readonly url: string }[] };

const snapshot: fc.Arbitrary<Snapshot> = fc.record({
  images: fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c'), url: fc.constantFrom('https://x/1', 'https://x/2') }), { maxLength: 3 }),
});

describe('the undo history', () => {
  it('undoes any sequence of edits back to the first snapshot (property)', () => {
    fc.assert(
      fc.property(snapshot, fc.array(snapshot, { maxLength: 20 }), (first, edits) => {
        let history = startHistory(first);
        for (const edit of edits) history = record(history, edit);
        for (let i = 0; i < edits.length; i += 1) history = undo(history);
        expect(sameJson(history.present, first)).toBe(true);
        expect(history.past).toEqual([]);
      }),
    );
  });

  it('redoes an undone edit (property)', () => {
    fc.assert(
      fc.property(snapshot, fc.array(snapshot, { minLength: 1, maxLength: 10 }), (first, edits) => {
        let history = startHistory(first);
        for (const edit of edits) history = record(history, edit);
        const latest = history.present;
        expect(sameJson(redo(undo(history)).present, latest)).toBe(true);
      }),
    );
  });

  it('keeps no entry for an edit that changes nothing, key order aside (property)', () => {
    fc.assert(
      fc.property(snapshot, (value) => {
        const history = startHistory(value);
        const reordered = JSON.parse(JSON.stringify({ images: value.images.map((i) => ({ url: i.url, id: i.id })) })) as Snapshot;
        expect(record(history, reordered)).toBe(history);
        expect(record(history, value).past).toHaveLength(0);
      }),
    );
  });

  it('drops what could be redone once a new edit is made, and keeps at most its limit', () => {
    const one: Snapshot = { images: [{ id: 'a', url: 'https://x/1' }] };
    const two: Snapshot = { images: [] };
    const three: Snapshot = { images: [{ id: 'b', url: 'https://x/2' }] };
    const afterNew = record(undo(record(startHistory(one), two)), three);
    expect(afterNew.future).toEqual([]);
    expect(undo(afterNew).present).toEqual(one);
    let long = startHistory(0);
    for (let i = 1; i <= UNDO_LIMIT + 10; i += 1) long = record(long, i);
    expect(long.past).toHaveLength(UNDO_LIMIT);
    expect(undo(startHistory(one))).toEqual(startHistory(one));
  });

  it('takes typing since the last recorded edit as the present: undo goes back past it, redo returns to it', () => {
    const typed = adopt(record(startHistory({ n: 1 }), { n: 2 }), { n: 3 });
    expect(typed.past).toEqual([{ n: 1 }]);
    expect(undo(typed).present).toEqual({ n: 1 });
    expect(redo(undo(typed)).present).toEqual({ n: 3 });
    // Typing after an undo is a new edit: nothing is left to redo.
    expect(adopt(undo(typed), { n: 4 }).future).toEqual([]);
    expect(adopt(undo(typed), { n: 1 }).future).toEqual([{ n: 3 }]);
  });

  it('runs on a machine: record, undo, redo and a fresh start', () => {
    const actor = createActor(undoHistoryMachine<Snapshot>({ images: [] })).start();
    const picture = { images: [{ id: 'a', url: 'https://x/1' }] };
    actor.send({ type: 'record', snapshot: picture });
    actor.send({ type: 'record', snapshot: { images: [{ id: 'a', url: 'https://x/1' }] } });
    expect(actor.getSnapshot().context.past).toHaveLength(1);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.present).toEqual({ images: [] });
    actor.send({ type: 'redo' });
    expect(actor.getSnapshot().context.present).toEqual(picture);
    actor.send({ type: 'reset', snapshot: { images: [] } });
    expect(actor.getSnapshot().context).toEqual({ past: [], present: { images: [] }, future: [] });
    actor.stop();
  });
});
