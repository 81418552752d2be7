import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export interface ImageFile {
  readonly bytes: Blob;
  readonly contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

/** File storage: vMember/{id}/profilePicture/{timestamp}, then its download URL. */
export interface FileStoragePort {
  uploadProfilePicture(memberId: string, file: ImageFile, timestamp: EpochMs): Promise<string>;
  /** A picture for the member's website (cover, gallery, products…) at vMember/{id}/site/{timestamp}. */
  uploadSiteImage(memberId: string, file: ImageFile, timestamp: EpochMs): Promise<string>;
}

export const FILE_STORAGE: PortToken<FileStoragePort> = portToken<FileStoragePort>('FileStoragePort');
