import { createContext } from 'react';
import type { SiteLanguage } from '../../../../core/member/member-record';
import type { ImageUploadErrorCode } from '../../../../core/validation/image-upload';
import type { PictureBatchActor } from '../../../../core/storage/picture-batch.machine';

export type UploadImage = (file: File) => Promise<{ readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: ImageUploadErrorCode | 'failed' }>;

/** How image fields upload, given by the page that owns the member and the backend. */
export const ImageUploadContext = createContext<UploadImage | null>(null);

/**
 * Sends a pick of pictures for a list that has room for `room` more entries; `landed` is called
 * with each picture's saved reference and its file as it is stored.
 */
export type StartPictureBatch = (files: readonly File[], room: number, landed: (url: string, file: File) => void) => Promise<PictureBatchActor>;

/** How lists of pictures take many at once, given by the page; null where they cannot. */
export const PictureBatchContext = createContext<StartPictureBatch | null>(null);

/** The site's other language while the member writes the section in both; null while in one. */
export const SecondLanguageContext = createContext<SiteLanguage | null>(null);

/** The edits the studio can undo one by one; the rest (typing) the browser undoes in its field. */
export type UndoableKind = 'deleted' | 'moved' | 'replaced';

/** Runs `edit` (an onChange call) as an edit of `kind`: the section page records it for undo. */
export type MarkUndoable = (kind: UndoableKind, edit: () => void) => void;

export const UndoableContext = createContext<MarkUndoable>((_kind, edit) => edit());
