import { describe, expect, it } from 'vitest';
import { startHistory, record, undo } from '../editing/undo-history';
import { withWidths } from '../site/image-widths';
import { KEEP_AGAIN_MS, picturesToKeep, siteObjectsOf } from './kept-pictures';
import { PRUNE_AGE_MS } from './storage-quota';

const FIREBASE = (file: string) => `https://firebasestorage.googleapis.com/v0/b/sitio.appspot.com/o/vMember%2Fm1%2Fsite%2F${file}?alt=media&token=t`;

describe('the pictures the studio keeps from pruning', () => {
  it('are each picture with its copies, of the member\'s own site only', () => {
    expect(siteObjectsOf(withWidths(FIREBASE('17'), [480, 960], 1600), 'm1')).toEqual(['vMember/m1/site/17', 'vMember/m1/site/17-480.webp', 'vMember/m1/site/17-960.webp']);
    expect(siteObjectsOf('https://files.memory.test/vMember/m1/site/18', 'm1')).toEqual(['vMember/m1/site/18']);
    expect(siteObjectsOf(FIREBASE('17'), 'someone-else')).toEqual([]);
    expect(siteObjectsOf('/images/default-cover.svg', 'm1')).toEqual([]);
    expect(siteObjectsOf('https://files.memory.test/vMember/m1/site/18/../../x', 'm1')).toEqual([]);
  });

  it('are those an undo or a redo could bring back, not those the section uses now', () => {
    const a = FIREBASE('1');
    const b = FIREBASE('2');
    const deleted = record(startHistory({ images: [{ url: a }, { url: b }] }), { images: [{ url: b }] });
    expect(picturesToKeep(deleted, 'm1')).toEqual(['vMember/m1/site/1']);
    // Undone: the picture is in use again, and the one a redo would remove is not at risk.
    expect(picturesToKeep(undo(deleted), 'm1')).toEqual([]);
    expect(picturesToKeep(startHistory({ images: [{ url: a }] }), 'm1')).toEqual([]);
  });

  it('are marked again well within the day a picture is kept unreferenced', () => {
    expect(KEEP_AGAIN_MS * 2).toBeLessThan(PRUNE_AGE_MS);
  });
});
