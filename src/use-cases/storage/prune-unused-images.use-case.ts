import { inject, injectable } from 'inversify';
import { PRUNE_AGE_MS, PRUNE_THRESHOLD, STORAGE_QUOTA, isReferenced } from '../../core/storage/storage-quota';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { PUBLIC_SITES, type PublicSitesPort } from '../../ports/public-sites.port';
import { STORAGE_USAGE, STORED_IMAGES, type StorageUsagePort, type StoredImagesPort } from '../../ports/stored-images.port';

/**
 * Frees the space of pictures a member replaced or removed: a site picture that nothing the member
 * saved refers to, and that is over a day old (it may belong to an edit not saved yet), is
 * removed and no longer counts. Runs when a member passes 80 % of the quota (on their uploads)
 * and on a schedule for every member past it, so a member at the limit gets space back without
 * uploading anything.
 */
@injectable()
export class PruneUnusedImagesUseCase {
  constructor(
    @inject(STORED_IMAGES) private readonly images: StoredImagesPort,
    @inject(STORAGE_USAGE) private readonly usage: StorageUsagePort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(PUBLIC_SITES) private readonly sites: PublicSitesPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  /** Every member past the pruning threshold; how many pictures were removed in all. */
  async everyone(): Promise<number> {
    const members = await this.usage.membersAtLeast(Math.ceil(STORAGE_QUOTA.files * PRUNE_THRESHOLD), Math.ceil(STORAGE_QUOTA.bytes * PRUNE_THRESHOLD));
    let removed = 0;
    for (const memberId of members) removed += await this.member(memberId).catch((error: unknown) => (this.logger.error(`pruning ${memberId} failed`, error), 0));
    return removed;
  }

  /** One member's unused pictures; how many were removed. */
  async member(memberId: string): Promise<number> {
    const [objects, member, content] = await Promise.all([this.images.listSite(memberId), this.records.get(memberId), this.sites.readSiteContent(memberId)]);
    // Nothing is known to be unused while the member's saved content cannot be read.
    if (member === null) return 0;
    const saved = JSON.stringify([member, content]);
    const cutoff = this.clock.now() - PRUNE_AGE_MS;
    let removed = 0;
    for (const object of objects) {
      if (object.updatedAt > cutoff || isReferenced(object.name, saved)) continue;
      await this.images.remove(object.name);
      await this.usage.uncount(memberId, object.name);
      removed += 1;
    }
    if (removed > 0) this.logger.info(`removed ${removed} unused picture(s) of ${memberId}`);
    return removed;
  }
}
