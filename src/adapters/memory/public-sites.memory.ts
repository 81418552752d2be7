import type { MemberRecord } from '../../core/member/member-record';
import type { NewFormSubmission } from '../../core/forms/form-submission';
import { publicMemberFields } from '../../core/site/public-projection';
import type { SiteContent } from '../../core/site/site-content';
import { combinedVisibility } from '../../core/site/site-visibility';
import { normalizeSiteContent } from '../../core/site/site-content';
import type { PublicSitesPort, PublishedPage, PublishedSite } from '../../ports/public-sites.port';
import type { MemoryDatabase } from './memory-database';
import { memberPath, memberSubcollection } from './member-paths.memory';
import { PUBLIC_SITES_COLLECTION } from './public-projection.memory';
import { fromSubscriptionDocument } from './subscription-document.memory';

export function siteCollection(memberId: string): readonly string[] {
  return [...memberPath(memberId), 'site'];
}

export function formsCollection(memberId: string): readonly string[] {
  return [...memberPath(memberId), 'forms'];
}

export class MemoryPublicSites implements PublicSitesPort {
  constructor(private readonly db: MemoryDatabase) {}

  async findPublishedSite(username: string): Promise<PublishedSite | null> {
    this.db.checkReachable();
    let site;
    try {
      site = this.db.getDocument([PUBLIC_SITES_COLLECTION, username]);
    } catch {
      return null; // an id that cannot be a document is a site that does not exist
    }
    if (site === null || typeof site.memberId !== 'string') return null;
    const member = this.db.getDocument(memberPath(site.memberId)) as MemberRecord | null;
    // The projection and the record must agree on the address.
    if (member === null || member.username !== username) return null;
    const subscriptions = this.db.listDocuments(memberSubcollection(site.memberId, 'subscriptions')).map((d) => fromSubscriptionDocument(d.id, d.data));
    const plan = { member: { id: site.memberId, activeUntil: typeof member.activeUntil === 'number' ? member.activeUntil : 0, admin: member.admin, fullAccess: member.fullAccess }, subscriptions };
    return { memberId: site.memberId, member: publicMemberFields(site), plan, visibility: combinedVisibility(site, member as unknown as Readonly<Record<string, unknown>>) };
  }

  async findPublishedPage(username: string): Promise<PublishedPage | null> {
    const site = await this.findPublishedSite(username);
    return site === null ? null : { ...site, content: await this.readSiteContent(site.memberId) };
  }

  async memberIdAt(username: string): Promise<string | null> {
    this.db.checkReachable();
    try {
      const memberId = this.db.getDocument([PUBLIC_SITES_COLLECTION, username])?.memberId;
      return typeof memberId === 'string' ? memberId : null;
    } catch {
      return null;
    }
  }

  async findPublishedPageOf(username: string, memberId: string): Promise<PublishedPage | null> {
    const page = await this.findPublishedPage(username);
    return page?.memberId === memberId ? page : null;
  }

  async readSiteContent(memberId: string): Promise<SiteContent> {
    this.db.checkReachable();
    const documents: Record<string, unknown> = {};
    for (const doc of this.db.listDocuments(siteCollection(memberId))) documents[doc.id] = doc.data;
    return normalizeSiteContent(documents);
  }

  async saveFormSubmission(memberId: string, submission: NewFormSubmission): Promise<void> {
    this.db.checkWritable();
    // Unread and in the inbox: the badge counts `read == false`.
    this.db.setDocument([...formsCollection(memberId), this.db.newId()], { ...submission, answers: submission.answers.map((a) => ({ ...a })), read: false, archived: false });
  }
}
