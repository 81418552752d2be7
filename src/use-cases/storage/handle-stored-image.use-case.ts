import { inject, injectable } from 'inversify';
import { ROUTES } from '../../core/dashboard/route-paths';
import type { StorageUsage } from '../../core/storage/storage-quota';
import { memberFileOf, removedUploadNotice, shouldPrune, uploadVerdict } from '../../core/storage/storage-quota';
import { IMAGE_SNIFF_BYTES } from '../../core/validation/image-upload';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { STORAGE_USAGE, STORED_IMAGES, type StorageUsagePort, type StoredImagesPort } from '../../ports/stored-images.port';
import { NotifyMemberUseCase } from '../notifications/notify-member.use-case';
import { PruneUnusedImagesUseCase } from './prune-unused-images.use-case';

/** A Storage event as Cloud Functions (and the local Storage emulator) describe the object. */
export interface StoredObjectEvent {
  readonly name: string;
  readonly contentType?: string;
  readonly bytes: number;
}

export type FinalizedOutcome =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'gone' }
  | { readonly kind: 'removed' }
  | { readonly kind: 'counted'; readonly usage: StorageUsage; readonly pruned: number };

/**
 * The server's reaction to members' uploads (Storage finalize and delete triggers, and the local
 * Storage emulator's events): a finished upload whose bytes are not the picture its type claims
 * is removed and the member told; a real one is counted against the member's quota, which
 * storage.rules reads. Past 80 % of the quota, the member's unused pictures are pruned.
 */
@injectable()
export class HandleStoredImageUseCase {
  constructor(
    @inject(STORED_IMAGES) private readonly images: StoredImagesPort,
    @inject(STORAGE_USAGE) private readonly usage: StorageUsagePort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(NotifyMemberUseCase) private readonly notify: NotifyMemberUseCase,
    @inject(PruneUnusedImagesUseCase) private readonly prune: PruneUnusedImagesUseCase,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async finalized(event: StoredObjectEvent): Promise<FinalizedOutcome> {
    const file = memberFileOf(event.name);
    if (file === null) return { kind: 'ignored' };
    const head = await this.images.head(event.name, IMAGE_SNIFF_BYTES);
    if (head === null) return { kind: 'gone' };
    const verdict = uploadVerdict(event.contentType, head);
    if (verdict.kind === 'remove') {
      await this.images.remove(event.name);
      const member = await this.records.get(file.memberId).catch(() => null);
      const notice = removedUploadNotice(member?.siteLanguage === 'ES' ? 'ES' : 'EN', ROUTES.websiteStudio);
      await this.notify.execute(file.memberId, notice).catch((error: unknown) => this.logger.error(`could not tell ${file.memberId} of a removed upload`, error));
      return { kind: 'removed' };
    }
    const usage = await this.usage.count(file.memberId, event.name, event.bytes);
    const pruned = shouldPrune(usage) ? await this.prune.member(file.memberId) : 0;
    return { kind: 'counted', usage, pruned };
  }

  /** A removed object no longer counts (a removal of one never counted changes nothing). */
  deleted(event: StoredObjectEvent): Promise<StorageUsage | null> {
    const file = memberFileOf(event.name);
    return file === null ? Promise.resolve(null) : this.usage.uncount(file.memberId, event.name);
  }
}
