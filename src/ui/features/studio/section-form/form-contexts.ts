import { createContext } from 'react';
import type { SiteLanguage } from '../../../../core/member/member-record';
import type { ImageUploadErrorCode } from '../../../../core/validation/image-upload';

export type UploadImage = (file: File) => Promise<{ readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: ImageUploadErrorCode | 'failed' }>;

/** How image fields upload, given by the page that owns the member and the backend. */
export const ImageUploadContext = createContext<UploadImage | null>(null);

/** The site's other language while the member writes the section in both; null while in one. */
export const SecondLanguageContext = createContext<SiteLanguage | null>(null);

/** The edits the studio can undo one by one; the rest (typing) the browser undoes in its field. */
export type UndoableKind = 'deleted' | 'moved' | 'replaced';

/** Runs `edit` (an onChange call) as an edit of `kind`: the section page records it for undo. */
export type MarkUndoable = (kind: UndoableKind, edit: () => void) => void;

export const UndoableContext = createContext<MarkUndoable>((_kind, edit) => edit());
