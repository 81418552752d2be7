import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FieldReader } from '../../src/core/site/site-fields';
import { readSiteForms, validateSiteForms } from '../../src/core/forms/form-definition';
import { publicProjectionOf } from '../../src/core/site/public-projection';
import type { SiteContent, SiteLayout } from '../../src/core/site/site-content';
import { STUDIO_SECTIONS } from '../../src/core/plans/plan-gates';
import { DEFAULT_SITE_LAYOUT, parseSection } from '../../src/core/site/site-content';
import type { NewMemberRecord } from '../../src/ports/member-records.port';
import type { SiteContentPort } from '../../src/ports/site-content.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { eventually } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

/** Server-side reads and writes the port itself does not offer. */
export interface SiteContentFixtures {
  /** Writes vMember/{id} as stored data, without a projection. */
  putMember(memberId: string, record: NewMemberRecord): Promise<void>;
  /** Writes publicSites/{username} as given (for example an outdated projection). */
  putProjection(username: string, data: Record<string, unknown>): Promise<void>;
  /** The stored document, or null. */
  readMember(memberId: string): Promise<Record<string, unknown> | null>;
  readProjection(username: string): Promise<Record<string, unknown> | null>;
  readSectionDocument(memberId: string, documentId: string): Promise<Record<string, unknown> | null>;
  /** Writes vMember/{id}/site/{documentId} as any client could have, valid or not. */
  putSectionDocument(memberId: string, documentId: string, data: Record<string, unknown>): Promise<void>;
}

export type SiteContentSubject = ContractSubject<SiteContentPort, SiteContentFixtures>;

export function describeSiteContentContract(adapterName: string, makeSubject: MakeSubject<SiteContentPort, SiteContentFixtures>): void {
  describe(`SiteContentPort contract: ${adapterName}`, () => {
    let subject: SiteContentSubject;
    let port: SiteContentPort;
    const subscriptions = new Subscriptions();

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    async function member(overrides: Partial<NewMemberRecord> = {}): Promise<NewMemberRecord & { id: string }> {
      const memberId = uniqueMemberId();
      const record = memberRecordFixture(memberId, overrides);
      await subject.fixtures.putMember(memberId, record);
      return { ...record, id: memberId };
    }

    function watch(memberId: string): ListenerRecorder<SiteContent> {
      const recorder = new ListenerRecorder<SiteContent>();
      subscriptions.keep(port.watchSiteContent(memberId, recorder.listener));
      return recorder;
    }

    it('calls back at once with empty content for a member without any', async () => {
      const { id } = await member();
      const recorder = watch(id);
      await eventually(() => expect(recorder.latest()).toEqual({ sections: {}, layout: DEFAULT_SITE_LAYOUT }));
    });

    it('saves a section document and calls back with it', async () => {
      const { id } = await member();
      const recorder = watch(id);
      const gallery = parseSection('gallery', { images: [{ url: 'https://cdn.example/a.jpg', alt: 'Bread' }] }).value;
      await port.saveSection(id, 'gallery', gallery);
      await eventually(() => expect(recorder.latest().sections.gallery).toEqual(gallery));
      expect(await subject.fixtures.readSectionDocument(id, 'gallery')).toEqual(gallery);
    });

    it('stops calling back once unsubscribed, even before its first answer', async () => {
      const { id } = await member();
      const early = new ListenerRecorder<SiteContent>();
      port.watchSiteContent(id, early.listener)();
      const later = watch(id);
      await port.saveSection(id, 'gallery', parseSection('gallery', { images: [{ url: 'https://cdn.example/b.jpg', alt: 'Cake' }] }).value);
      await eventually(() => expect(later.latest().sections.gallery).toBeDefined());
      expect(early.count).toBe(0);
    });

    it('saves the layout beside the sections', async () => {
      const { id } = await member();
      const recorder = watch(id);
      const layout: SiteLayout = { order: ['hours', ...STUDIO_SECTIONS.filter((s) => s !== 'hours')], hidden: ['videos'] };
      await port.saveLayout(id, layout);
      await eventually(() => expect(recorder.latest().layout).toEqual(layout));
    });

    it('keeps a first draft\'s marks with the layout and with each section entry', async () => {
      const { id } = await member();
      const recorder = watch(id);
      const layout: SiteLayout = { order: [...STUDIO_SECTIONS], hidden: [], toConfirm: { styles: true } };
      await port.saveLayout(id, layout);
      await port.saveSection(id, 'hours', parseSection('hours', { week: {}, exceptions: [], toConfirm: true }).value);
      await eventually(() => expect(recorder.latest().layout).toEqual(layout));
      await eventually(() => expect(recorder.latest().sections.hours).toMatchObject({ toConfirm: true }));
      await port.saveLayout(id, { order: [...STUDIO_SECTIONS], hidden: [] });
      await eventually(() => expect(recorder.latest().layout).toEqual({ order: [...STUDIO_SECTIONS], hidden: [] }));
    });

    it('saves the forms beside the sections, read back through their own reader', async () => {
      const { id } = await member();
      const recorder = watch(id);
      const forms = validateSiteForms({ forms: [{ title: '', fields: [] }, { id: 'quote', title: 'Quote', fields: [{ id: 'fsize', type: 'single-choice', label: 'Size', options: ['S', 'L'] }] }] });
      if (!forms.ok) throw new Error('fixture forms must be valid');
      await port.saveForms(id, forms.value);
      await eventually(() => expect(recorder.latest().formsDocument).toBeDefined());
      expect(readSiteForms(recorder.latest().formsDocument, new FieldReader())).toEqual(forms.value);
    });

    it('the name and styles are saved to the member record and its whole projection, not to a section document', async () => {
      const record = await member();
      await subject.fixtures.putProjection(record.username, publicProjectionOf(record));
      await port.saveSection(record.id, 'name', { publicName: 'Panadería Sol', businessName: 'Sol LLC' });
      await port.saveSection(record.id, 'styles', { themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 2, coverPicture: '' });
      const expected = { ...record, namePublico: 'Panadería Sol', businessName: 'Sol LLC', themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 2 };
      expect(await subject.fixtures.readMember(record.id)).toMatchObject({ namePublico: 'Panadería Sol', businessName: 'Sol LLC', themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 2 });
      expect(await subject.fixtures.readProjection(record.username)).toEqual(publicProjectionOf(expected));
      expect(await subject.fixtures.readSectionDocument(record.id, 'name')).toBeNull();
      expect(await subject.fixtures.readSectionDocument(record.id, 'styles')).toBeNull();
    });

    it('creates a missing projection whole when the name is saved', async () => {
      const record = await member();
      expect(await subject.fixtures.readProjection(record.username)).toBeNull();
      await port.saveSection(record.id, 'name', { publicName: 'Sol', businessName: '' });
      expect(await subject.fixtures.readProjection(record.username)).toEqual(publicProjectionOf({ ...record, namePublico: 'Sol', businessName: null }));
    });

    it('drops from the projection what the core no longer puts in it', async () => {
      const record = await member();
      await subject.fixtures.putProjection(record.username, { ...publicProjectionOf(record), emailPublico: record.emailPublico, phoneNumber: record.phoneNumber });
      await port.saveSection(record.id, 'styles', { themeColor: '#112233', font: 'Roboto', coverTemplate: 1, coverPicture: '' });
      const projection = await subject.fixtures.readProjection(record.username);
      expect(projection).toEqual(publicProjectionOf({ ...record, themeColor: '#112233' }));
    });

    it("refuses the name of a member without a record with 'not-found', writing nothing", async () => {
      const memberId = uniqueMemberId();
      await expect(port.saveSection(memberId, 'name', { publicName: 'Sol', businessName: '' })).rejects.toMatchObject({ code: 'not-found' });
      expect(await subject.fixtures.readMember(memberId)).toBeNull();
    });

    it('stores a whole draft in one write: sections, layout, the record and its projection', async () => {
      const record = await member();
      const recorder = watch(record.id);
      const hours = parseSection('hours', { week: {}, exceptions: [], toConfirm: true }).value;
      const gallery = parseSection('gallery', { images: [{ url: 'https://cdn.example/a.jpg', alt: 'Bread' }] }).value;
      const layout: SiteLayout = { order: [...STUDIO_SECTIONS], hidden: [], toConfirm: { styles: true } };
      await port.saveDraft(record.id, {
        sections: { hours, gallery, name: { publicName: 'Panadería Sol', businessName: 'Sol LLC' }, styles: { themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 2, coverPicture: '' } },
        layout,
        member: { siteLanguage: 'ES', phoneNumber: '+1 312 555 0188', published: false, draft: true },
      });
      await eventually(() => expect(recorder.latest()).toEqual({ sections: { hours, gallery }, layout }));
      const expected = { ...record, namePublico: 'Panadería Sol', businessName: 'Sol LLC', themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 2, siteLanguage: 'ES' as const, phoneNumber: '+1 312 555 0188', published: false };
      expect(await subject.fixtures.readMember(record.id)).toMatchObject({ namePublico: 'Panadería Sol', themeColor: '#1F6FEB', siteLanguage: 'ES', phoneNumber: '+1 312 555 0188', published: false, draft: true });
      expect(await subject.fixtures.readProjection(record.username)).toEqual(publicProjectionOf(expected));
      expect(await subject.fixtures.readSectionDocument(record.id, 'name')).toBeNull();
      expect(await subject.fixtures.readSectionDocument(record.id, 'hours')).toEqual(hours);
    });

    it('tells when a draft is applied on this device, before it is stored, and a watch begun then sees it', async () => {
      const { id } = await member();
      const gallery = parseSection('gallery', { images: [{ url: 'https://cdn.example/c.jpg', alt: 'Rolls' }] }).value;
      const events: string[] = [];
      let early: ListenerRecorder<SiteContent> | null = null;
      const stored = port.saveDraft(id, { sections: { gallery }, layout: DEFAULT_SITE_LAYOUT, member: { draft: true } }, () => {
        events.push('applied');
        early = watch(id);
      });
      await stored.then(() => events.push('stored'));
      expect(events).toEqual(['applied', 'stored']);
      await eventually(() => expect(early?.latest().sections.gallery).toEqual(gallery));
    });

    it("refuses a draft for a member without a record with 'not-found', writing nothing", async () => {
      const memberId = uniqueMemberId();
      const gallery = parseSection('gallery', { images: [{ url: 'https://cdn.example/d.jpg', alt: 'Buns' }] }).value;
      let applied = false;
      await expect(port.saveDraft(memberId, { sections: { gallery }, layout: DEFAULT_SITE_LAYOUT, member: { draft: true } }, () => (applied = true))).rejects.toMatchObject({ code: 'not-found' });
      expect(applied).toBe(false);
      expect(await subject.fixtures.readSectionDocument(memberId, 'gallery')).toBeNull();
      expect(await subject.fixtures.readMember(memberId)).toBeNull();
    });

    it('reads stored documents through the core: unknown documents and invalid values are left out', async () => {
      const { id } = await member();
      await subject.fixtures.putSectionDocument(id, 'products', { items: [{ name: 'Bread', price: 'free' }, { name: 'Rye', price: 4.5 }], extra: '<script>' });
      await subject.fixtures.putSectionDocument(id, 'not-a-section', { anything: true });
      const recorder = watch(id);
      await eventually(() => expect(recorder.latest().sections.products?.items.map((i) => i.name)).toEqual(['Rye']));
      expect(Object.keys(recorder.latest().sections)).toEqual(['products']);
    });
  });
}
