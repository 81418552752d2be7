import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { NewFormSubmission } from '../../core/forms/form-submission';
import type { SiteContent } from '../../core/site/site-content';
import { normalizeSiteContent } from '../../core/site/site-content';
import type { PublicSitesPort, PublishedPage, PublishedSite } from '../../ports/public-sites.port';
import { isSafeDocumentId } from '../firebase/firestore-collections';
import { memberFromDocument, subscriptionFromDocument } from '../firebase/firestore-mappers';
import { publicMemberFields } from '../../core/site/public-projection';
import { adminGuarded } from './admin-errors';
import { adminMemberDoc, adminPublicSiteDoc } from './admin-paths';
import { isValidMemberId } from '../../core/member/member-id';
import { combinedVisibility } from '../../core/site/site-visibility';

/**
 * What the public site server reads: publicSites/{username}, the facts of the member's plan and
 * vMember/{uid}/site/*, and where it stores contact messages. The admin SDK bypasses the
 * security rules, so this adapter itself refuses unpublished sites and unusable ids.
 */
export class AdminPublicSites implements PublicSitesPort {
  constructor(private readonly db: Firestore) {}

  findPublishedSite(username: string): Promise<PublishedSite | null> {
    return this.find(username, false);
  }

  async findPublishedPage(username: string): Promise<PublishedPage | null> {
    const found = await this.find(username, true);
    return found === null || found.content === undefined ? null : { ...found, content: found.content };
  }

  memberIdAt(username: string): Promise<string | null> {
    if (!isSafeDocumentId(username)) return Promise.resolve(null);
    return adminGuarded(async () => {
      const memberId: unknown = (await adminPublicSiteDoc(this.db, username).get()).get('memberId');
      return typeof memberId === 'string' && isValidMemberId(memberId) ? memberId : null;
    });
  }

  async findPublishedPageOf(username: string, memberId: string): Promise<PublishedPage | null> {
    const found = await this.find(username, true, memberId);
    return found === null || found.content === undefined ? null : { ...found, content: found.content };
  }

  readSiteContent(memberId: string): Promise<SiteContent> {
    return adminGuarded(async () => this.contentOf(await adminMemberDoc(this.db, memberId).collection('site').get()));
  }

  private contentOf(snapshot: QuerySnapshot): SiteContent {
    return normalizeSiteContent(Object.fromEntries(snapshot.docs.map((d) => [d.id, d.data()])));
  }

  private find(username: string, withContent: boolean, knownMemberId?: string): Promise<(PublishedSite & { readonly content?: SiteContent }) | null> {
    if (!isSafeDocumentId(username)) return Promise.resolve(null);
    if (knownMemberId !== undefined && !isValidMemberId(knownMemberId)) return Promise.resolve(null);
    return adminGuarded(async () => {
      const siteRef = adminPublicSiteDoc(this.db, username);
      // With the member known, the projection is read beside the rest: one round trip, not two.
      const siteRead = siteRef.get();
      const memberId = knownMemberId ?? (await siteRead).get('memberId');
      if (typeof memberId !== 'string' || !isValidMemberId(memberId)) return null;
      const memberRef = adminMemberDoc(this.db, memberId);
      // The content is read beside the record, not after it: a page needs both.
      const [siteSnap, memberSnap, subscriptionsSnap, contentSnap] = await Promise.all([
        siteRead,
        memberRef.get(),
        memberRef.collection('subscriptions').get(),
        withContent ? memberRef.collection('site').get() : Promise.resolve(null),
      ]);
      const site = siteSnap.data();
      if (site === undefined || site.memberId !== memberId) return null;
      const memberData = memberSnap.data();
      // The projection and the record must agree on the address.
      if (memberData === undefined || memberData.username !== username) return null;
      const member = memberFromDocument(memberSnap.id, memberData);
      const subscriptions = subscriptionsSnap.docs.map((d) => subscriptionFromDocument(d.id, d.data()));
      const plan = { member: { id: member.id, activeUntil: member.activeUntil, admin: member.admin, fullAccess: member.fullAccess }, subscriptions };
      const found: PublishedSite = { memberId, member: publicMemberFields(site), plan, visibility: combinedVisibility(site, memberData) };
      return contentSnap === null ? found : { ...found, content: this.contentOf(contentSnap) };
    });
  }

  saveFormSubmission(memberId: string, submission: NewFormSubmission): Promise<void> {
    return adminGuarded(async () => {
      await adminMemberDoc(this.db, memberId)
        .collection('forms')
        .add({ ...submission, answers: submission.answers.map((a) => ({ ...a })), createdAt: Timestamp.fromMillis(submission.createdAt), read: false, archived: false });
    });
  }
}
