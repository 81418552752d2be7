import { AppError } from '../../core/errors/error-codes';
import type { MemberRecord } from '../../core/member/member-record';
import type { MemberProfilePatch, MemberRecordsPort, NewMemberRecord } from '../../ports/member-records.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { MemoryDatabase, StoredDocument } from './memory-database';
import { MEMBERS_COLLECTION, definedFields, memberPath, toMemberRecord } from './member-paths.memory';
import { PUBLIC_SITES_COLLECTION, updateMemberWithProjection } from './public-projection.memory';
import { publicProjectionOf } from '../../core/site/public-projection';

function idsWhereTrue(field: 'admin' | 'fullAccess'): (documents: StoredDocument[]) => string[] {
  // Only a stored boolean true counts, as with Firestore's `where(field, '==', true)`.
  return (documents) => documents.filter((doc) => doc.data[field] === true).map((doc) => doc.id).sort();
}

export class MemoryMemberRecords implements MemberRecordsPort {
  constructor(private readonly db: MemoryDatabase) {}

  async get(memberId: string): Promise<MemberRecord | null> {
    this.db.checkReachable();
    return toMemberRecord(this.db.getDocument(memberPath(memberId)));
  }

  async create(memberId: string, record: NewMemberRecord): Promise<void> {
    this.db.checkWritable();
    const claimPath = [PUBLIC_SITES_COLLECTION, record.username];
    const claim = this.db.getDocument(claimPath);
    // One username per member: publicSites/{username} is its claim, as in the Firebase adapter.
    if (claim !== null && claim.memberId !== memberId) {
      throw new AppError('username-taken', { detail: `publicSites/${record.username} belongs to another member` });
    }
    this.db.runBatch(() => {
      this.db.writeDocument(memberPath(memberId), (current) => {
        // A record is created once: writing it again would reset roles, status and createdAt,
        // which the security rules refuse to a member.
        if (current !== null) throw new AppError('permission-denied', { detail: `vMember/${memberId} exists` });
        return { ...definedFields(record), createdAt: this.db.serverTime() };
      });
      this.db.setDocument(claimPath, { ...publicProjectionOf({ ...record, id: memberId }) });
    });
  }

  async updateProfile(memberId: string, patch: MemberProfilePatch): Promise<void> {
    const fields = definedFields(patch);
    if (Object.keys(fields).length === 0) return;
    updateMemberWithProjection(this.db, memberId, fields);
  }

  async updatePicture(memberId: string, pictureUrl: string): Promise<void> {
    updateMemberWithProjection(this.db, memberId, { picture: pictureUrl });
  }

  async updateStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void> {
    this.db.updateDocument(memberPath(memberId), { status: statusTrial.status, trial: statusTrial.trial });
  }

  watch(memberId: string, listener: (member: MemberRecord | null) => void): Unsubscribe {
    return this.db.watchDocument(memberPath(memberId), toMemberRecord, listener);
  }

  watchAdmins(listener: (memberIds: readonly string[]) => void): Unsubscribe {
    return this.db.watchCollection([MEMBERS_COLLECTION], idsWhereTrue('admin'), listener);
  }

  watchFullAccess(listener: (memberIds: readonly string[]) => void): Unsubscribe {
    return this.db.watchCollection([MEMBERS_COLLECTION], idsWhereTrue('fullAccess'), listener);
  }
}
