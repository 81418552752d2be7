import { isSiteShown } from '../../src/core/site/site-visibility';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription } from '../../src/core/plans/subscription';
import { publicProjectionOf } from '../../src/core/site/public-projection';
import { parseSection } from '../../src/core/site/site-content';
import type { NewMemberRecord } from '../../src/ports/member-records.port';
import type { PublicSitesPort } from '../../src/ports/public-sites.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

/** Server-side state the port only reads, and what it writes. */
export interface PublicSitesFixtures {
  putMember(memberId: string, record: NewMemberRecord): Promise<void>;
  putProjection(username: string, data: Record<string, unknown>): Promise<void>;
  putSubscription(memberId: string, subscription: Subscription): Promise<void>;
  putSectionDocument(memberId: string, documentId: string, data: Record<string, unknown>): Promise<void>;
  /** The stored contact messages of a member, oldest first. */
  listForms(memberId: string): Promise<readonly Record<string, unknown>[]>;
}

export type PublicSitesSubject = ContractSubject<PublicSitesPort, PublicSitesFixtures>;

const ELITE: Subscription = {
  id: 'sub_elite',
  status: 'active',
  productType: 'plan',
  productName: 'Elite Plan',
  itemProductName: 'Elite Plan',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  priceId: 'price_elite',
};

export function describePublicSitesContract(adapterName: string, makeSubject: MakeSubject<PublicSitesPort, PublicSitesFixtures>): void {
  describe(`PublicSitesPort contract: ${adapterName}`, () => {
    let subject: PublicSitesSubject;
    let port: PublicSitesPort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    /** A member with a record and, unless told otherwise, the core's projection of it. */
    async function site(overrides: Partial<NewMemberRecord> = {}, projection: 'core' | 'none' | Record<string, unknown> = 'core'): Promise<NewMemberRecord & { id: string }> {
      const memberId = uniqueMemberId();
      const record = { ...memberRecordFixture(memberId, overrides), id: memberId };
      await subject.fixtures.putMember(memberId, record);
      if (projection !== 'none') await subject.fixtures.putProjection(record.username, projection === 'core' ? publicProjectionOf(record) : projection);
      return record;
    }

    it('finds a published site: its public fields only, and the facts of its plan', async () => {
      const record = await site({ namePublico: 'Panadería Sol', businessName: 'Sol LLC', activeUntil: Date.UTC(2030, 0, 1) });
      await subject.fixtures.putSubscription(record.id, ELITE);
      const found = await port.findPublishedSite(record.username);
      expect(found?.memberId).toBe(record.id);
      expect(found?.member).toMatchObject({ username: record.username, domain: record.domain, namePublico: 'Panadería Sol', businessName: 'Sol LLC', themeColor: record.themeColor });
      expect(JSON.stringify(found?.member)).not.toContain(record.email);
      expect(JSON.stringify(found?.member)).not.toContain(record.phoneNumber);
      expect(found?.plan.member).toMatchObject({ id: record.id, activeUntil: Date.UTC(2030, 0, 1) });
      expect(found?.plan.subscriptions).toEqual([ELITE]);
    });

    it('reads no plan privilege the record does not hold', async () => {
      const record = await site();
      const found = await port.findPublishedSite(record.username);
      expect(found?.plan.member.admin).not.toBe(true);
      expect(found?.plan.member.fullAccess).not.toBe(true);
      expect(found?.plan.subscriptions).toEqual([]);
    });

    it('finds nothing for an unknown or malformed username', async () => {
      expect(await port.findPublishedSite('nobody0')).toBeNull();
      for (const bad of ['a/b', '..', '__name__']) expect(await port.findPublishedSite(bad)).toBeNull();
    });

    it('finds nothing without a public record, even when the member record says published', async () => {
      const record = await site({}, 'none');
      expect(await port.findPublishedSite(record.username)).toBeNull();
    });

    it('reports a site hidden when the projection or the record says unpublished, or either says suspended', async () => {
      const shown = async (username: string) => {
        const found = await port.findPublishedSite(username);
        return found !== null && isSiteShown(found.visibility);
      };
      const hiddenProjection = await site({}, 'core');
      await subject.fixtures.putProjection(hiddenProjection.username, { ...publicProjectionOf(hiddenProjection), published: false });
      expect(await shown(hiddenProjection.username)).toBe(false);
      const hiddenRecord = await site({ published: false }, 'none');
      await subject.fixtures.putProjection(hiddenRecord.username, { ...publicProjectionOf(hiddenRecord), published: true });
      expect(await shown(hiddenRecord.username)).toBe(false);
      const suspendedProjection = await site({}, 'core');
      await subject.fixtures.putProjection(suspendedProjection.username, { ...publicProjectionOf(suspendedProjection), suspended: true });
      expect(await shown(suspendedProjection.username)).toBe(false);
      const suspendedRecord = await site({ suspended: true, suspensionReason: 'Spam' }, 'none');
      await subject.fixtures.putProjection(suspendedRecord.username, { ...publicProjectionOf(suspendedRecord), suspended: false });
      expect(await shown(suspendedRecord.username)).toBe(false);
      const visible = await site({}, 'core');
      expect(await shown(visible.username)).toBe(true);
    });

    it('finds nothing when the projection names a member whose record is missing or holds another username', async () => {
      const orphan = uniqueMemberId();
      const username = `orphan${orphan.slice(0, 6)}`;
      await subject.fixtures.putProjection(username, { ...publicProjectionOf({ ...memberRecordFixture(orphan), id: orphan }), username });
      expect(await port.findPublishedSite(username)).toBeNull();
      const record = await site();
      const squatted = `${record.username}x`;
      await subject.fixtures.putProjection(squatted, { ...publicProjectionOf(record), username: squatted });
      expect(await port.findPublishedSite(squatted)).toBeNull();
    });

    it('reads the site content through the core', async () => {
      const record = await site();
      await subject.fixtures.putSectionDocument(record.id, 'products', { items: [{ name: 'Bread', price: 'free' }, { name: 'Rye', price: 4.5 }] });
      await subject.fixtures.putSectionDocument(record.id, 'layout', { order: ['products'], hidden: ['gallery'] });
      const content = await port.readSiteContent(record.id);
      expect(content.sections.products).toEqual(parseSection('products', { items: [{ id: 'item-1', name: 'Rye', price: 4.5 }] }).value);
      expect(content.layout.order[0]).toBe('products');
      expect(content.layout.hidden).toEqual(['gallery']);
      expect((await port.readSiteContent(uniqueMemberId())).sections).toEqual({});
    });

    it('finds a page as the site and its content read one after the other, and nothing where no site is', async () => {
      const record = await site({ activeUntil: Date.UTC(2030, 0, 1) });
      await subject.fixtures.putSubscription(record.id, ELITE);
      await subject.fixtures.putSectionDocument(record.id, 'products', { items: [{ name: 'Rye', price: 4.5 }] });
      const page = await port.findPublishedPage(record.username);
      expect(page).toEqual({ ...(await port.findPublishedSite(record.username)), content: await port.readSiteContent(record.id) });
      expect(page?.content.sections.products?.items.map((item) => item.name)).toEqual(['Rye']);
      expect(await port.findPublishedPage('nobody0')).toBeNull();
      expect(await port.findPublishedPage('a/b')).toBeNull();
      const orphan = await site({}, 'none');
      expect(await port.findPublishedPage(orphan.username)).toBeNull();
    });

    it('names the member at an address, and finds the page of a member so named only while the address still names it', async () => {
      const record = await site({ activeUntil: Date.UTC(2030, 0, 1) });
      await subject.fixtures.putSectionDocument(record.id, 'products', { items: [{ name: 'Rye', price: 4.5 }] });
      expect(await port.memberIdAt(record.username)).toBe(record.id);
      expect(await port.memberIdAt('nobody0')).toBeNull();
      expect(await port.memberIdAt('a/b')).toBeNull();
      expect(await port.findPublishedPageOf(record.username, record.id)).toEqual(await port.findPublishedPage(record.username));
      const other = await site({});
      expect(await port.findPublishedPageOf(record.username, other.id)).toBeNull();
      expect(await port.findPublishedPageOf('nobody0', record.id)).toBeNull();
      const orphan = await site({}, 'none');
      expect(await port.findPublishedPageOf(orphan.username, orphan.id)).toBeNull();
    });

    it('stores contact messages under the member', async () => {
      const record = await site();
      await port.saveFormSubmission(record.id, { formId: 'contact', formTitle: '', name: 'Ana', email: 'ana@example.com', answers: [{ id: 'fmessage', label: '', type: 'long-text', value: 'Hola' }], createdAt: Date.UTC(2025, 5, 1), site: record.username, language: 'es' });
      const forms = await subject.fixtures.listForms(record.id);
      expect(forms).toHaveLength(1);
      expect(forms[0]).toMatchObject({ formId: 'contact', name: 'Ana', email: 'ana@example.com', answers: [{ id: 'fmessage', value: 'Hola' }], site: record.username, language: 'es' });
    });
  });
}
