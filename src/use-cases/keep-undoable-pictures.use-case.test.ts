import { describe, expect, it } from 'vitest';
import { record, startHistory, undo } from '../core/editing/undo-history';
import { PRUNE_AGE_MS } from '../core/storage/storage-quota';
import { FILE_STORAGE } from '../ports/file-storage.port';
import { createMemoryContainer } from '../../test/support/memory-container';
import { KeepUndoablePicturesUseCase } from './keep-undoable-pictures.use-case';
import { PruneUnusedImagesUseCase } from './storage/prune-unused-images.use-case';
import { SaveSiteSectionUseCase } from './save-site-section.use-case';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a picture the studio can still bring back', () => {
  it('is not pruned while the undo history holds it, and is once nothing keeps it', async () => {
    const memory = createMemoryContainer();
    memory.container.bind(KeepUndoablePicturesUseCase).toSelf();
    memory.container.bind(PruneUnusedImagesUseCase).toSelf();
    memory.container.bind(SaveSiteSectionUseCase).toSelf();
    const memberId = 'member-1';
    memory.db.setDocument(['vMember', memberId], { id: memberId, username: 'member1', domain: 'member1.sitio.app', published: true, namePublico: 'Ana' });
    const storage = memory.get(FILE_STORAGE);
    const image = { bytes: new Blob([PNG]), contentType: 'image/png' as const };
    const old = await storage.uploadSiteImage(memberId, image, 1);
    const kept = await storage.uploadSiteImage(memberId, image, 2);
    const save = (urls: string[]) => memory.container.get(SaveSiteSectionUseCase).execute(memberId, 'gallery', { images: urls.map((url) => ({ url, alt: '' })) });

    // Both saved, then the second deleted in the studio and saved without it: only the undo history holds it.
    const history = record(startHistory({ images: [{ url: old }, { url: kept }] }), { images: [{ url: old }] });
    await save([old]);
    memory.clock.advance(2 * PRUNE_AGE_MS);
    expect(await memory.container.get(KeepUndoablePicturesUseCase).execute(memberId, history)).toEqual([`vMember/${memberId}/site/2`]);

    expect(await memory.container.get(PruneUnusedImagesUseCase).member(memberId)).toBe(0);
    expect(memory.db.listFiles(`vMember/${memberId}/site/`).map((f) => f.path)).toEqual([`vMember/${memberId}/site/1`, `vMember/${memberId}/site/2`]);

    // Undone: in use again, nothing to keep. Once the studio closes and a day passes, a deleted one goes.
    expect(await memory.container.get(KeepUndoablePicturesUseCase).execute(memberId, undo(history))).toEqual([]);
    await save([old]);
    memory.clock.advance(2 * PRUNE_AGE_MS);
    expect(await memory.container.get(PruneUnusedImagesUseCase).member(memberId)).toBe(1);
    expect(memory.db.listFiles(`vMember/${memberId}/site/`).map((f) => f.path)).toEqual([`vMember/${memberId}/site/1`]);
  });
});
