import type { ImageCopy } from '../core/storage/image-copy';
import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export interface ImageFile {
  readonly bytes: Blob;
  readonly contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

export type { ImageCopy };

export interface UploadProgress {
  readonly sentBytes: number;
  readonly totalBytes: number;
}

/** How a website picture is sent: its copies, what to tell while it goes, and a way to stop it. */
export interface SiteImageUpload {
  /** Stored beside the picture, each under the picture's name with `-<width>.webp`. */
  readonly copies?: readonly ImageCopy[];
  /** Called as bytes go out, over the picture and its copies together. */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the upload; it then rejects with UploadCancelled. */
  readonly signal?: AbortSignal;
}

/** File storage: vMember/{id}/profilePicture/{timestamp}, then its download URL. */
export interface FileStoragePort {
  uploadProfilePicture(memberId: string, file: ImageFile, timestamp: EpochMs): Promise<string>;
  /**
   * A picture for the member's website (cover, gallery, products…) at vMember/{id}/site/{fileNumber}
   * (the time and a random part: core/storage/upload-name.ts), with its copies beside it, sent so that it can report progress and be stopped; the picture's
   * own download URL once all of it is stored.
   */
  uploadSiteImage(memberId: string, file: ImageFile, fileNumber: number, upload?: SiteImageUpload): Promise<string>;
  /**
   * Marks stored site pictures of the member (object names under vMember/{id}/site/) as written
   * now, so pruning counts them as new (core/storage/kept-pictures.ts); one that is gone is skipped.
   */
  keepSiteImages(memberId: string, objectNames: readonly string[]): Promise<void>;
}

export const FILE_STORAGE: PortToken<FileStoragePort> = portToken<FileStoragePort>('FileStoragePort');
