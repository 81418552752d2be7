import { inject, injectable } from 'inversify';
import { FILE_STORAGE, type FileStoragePort } from '../ports/file-storage.port';

/** What the studio's undo history holds of a section: its snapshots before, now and after. */
export interface UndoSnapshots {
  readonly past: readonly unknown[];
  readonly present: unknown;
  readonly future: readonly unknown[];
}

/**
 * Keeps from pruning the pictures the studio's undo history could bring back (a deleted or
 * replaced picture the section no longer uses): they are marked as written now, so an undo in
 * the studio never brings back a picture whose file is gone. The studio calls it when its history
 * changes and again every KEEP_AGAIN_MS while it is open.
 */
@injectable()
export class KeepUndoablePicturesUseCase {
  constructor(@inject(FILE_STORAGE) private readonly fileStorage: FileStoragePort) {}

  /** The object names kept. */
  async execute(memberId: string, history: UndoSnapshots): Promise<readonly string[]> {
    // Loaded with the studio's first recorded edit, not with the dashboard's first screen.
    const { picturesToKeep } = await import('../core/storage/kept-pictures');
    const names = picturesToKeep(history, memberId);
    if (names.length > 0) await this.fileStorage.keepSiteImages(memberId, names);
    return names;
  }
}
