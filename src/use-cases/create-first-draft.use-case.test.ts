import { describe, expect, it } from 'vitest';
import { createMemoryContainer } from '../../test/support/memory-container';
import type { SiteContent } from '../core/site/site-content';
import { MEMBER_RECORDS } from '../ports/member-records.port';
import { SITE_CONTENT } from '../ports/site-content.port';
import { CreateFirstDraftUseCase } from './create-first-draft.use-case';
import { SaveSiteSectionUseCase } from './save-site-section.use-case';
import { SetSitePublishedUseCase } from './set-site-published.use-case';

const MEMBER = 'member-1';
const ORIGIN = 'https://sitio.example';
const ANA = { namePublico: 'Ana', businessName: '', phoneNumber: '+1 312 555 0142' };

function setup() {
  const memory = createMemoryContainer({ now: Date.UTC(2026, 0, 10) });
  memory.db.setDocument(['vMember', MEMBER], { id: MEMBER, username: 'ana1', domain: 'ana1.sitio.app', published: true, namePublico: 'Ana', siteLanguage: 'EN' });
  memory.container.bind(CreateFirstDraftUseCase).toSelf();
  memory.container.bind(SaveSiteSectionUseCase).toSelf();
  memory.container.bind(SetSitePublishedUseCase).toSelf();
  return memory;
}

function latestContent(memory: ReturnType<typeof setup>): Promise<SiteContent> {
  return new Promise((resolve) => {
    const stop = memory.get(SITE_CONTENT).watchSiteContent(MEMBER, (content) => {
      queueMicrotask(() => stop());
      resolve(content);
    });
  });
}

describe('CreateFirstDraftUseCase', () => {
  it('stores the draft through the studio’s writes, marked to confirm, in the chosen language', async () => {
    const memory = setup();
    const created = await memory.container.get(CreateFirstDraftUseCase).execute(MEMBER, { answers: { type: 'salon', town: 'Pilsen', languages: 'both', firstLanguage: 'ES' }, member: ANA, origin: ORIGIN });
    expect(created).toEqual({ outcome: 'created' });
    const content = await latestContent(memory);
    expect(content.sections.services?.items[0]).toMatchObject({ name: 'Corte y peinado', toConfirm: true, i18n: { EN: { name: 'Cut and style' } } });
    expect(content.sections.hours).toMatchObject({ toConfirm: true });
    expect(content.sections['they-trust-us']).toBeUndefined();
    expect(content.sections['social-links']?.contact).toMatchObject({ phone: '+1 312 555 0142', showPhone: true, address: { locality: 'Pilsen' } });
    expect(content.layout.toConfirm).toEqual({ styles: true });
    const record = await memory.get(MEMBER_RECORDS).get(MEMBER);
    expect(record).toMatchObject({ siteLanguage: 'ES', coverPicture: `${ORIGIN}/images/examples/salon-cover.svg` });
  });

  it('leaves the site unpublished as a draft until the member first publishes it', async () => {
    const memory = setup();
    await memory.container.get(CreateFirstDraftUseCase).execute(MEMBER, { answers: { type: 'salon', town: 'Pilsen', languages: 'EN', firstLanguage: 'EN' }, member: ANA, origin: ORIGIN });
    expect(await memory.get(MEMBER_RECORDS).get(MEMBER)).toMatchObject({ published: false, draft: true });
    const before = await latestContent(memory);
    await memory.container.get(CreateFirstDraftUseCase).execute(MEMBER, { answers: { type: 'trades', town: 'Pilsen', languages: 'EN', firstLanguage: 'EN' }, member: ANA, origin: ORIGIN, replacing: before });
    expect(await memory.get(MEMBER_RECORDS).get(MEMBER)).toMatchObject({ published: false, draft: true });
    const publish = memory.container.get(SetSitePublishedUseCase);
    await publish.execute(MEMBER, true);
    expect(await memory.get(MEMBER_RECORDS).get(MEMBER)).toMatchObject({ published: true, draft: false });
    // Unpublished again later, it is no longer a first draft.
    await publish.execute(MEMBER, false);
    expect(await memory.get(MEMBER_RECORDS).get(MEMBER)).toMatchObject({ published: false, draft: false });
  });

  it('made again, empties what the new example has no use for and keeps the member’s contact and own look', async () => {
    const memory = setup();
    const drafts = memory.container.get(CreateFirstDraftUseCase);
    await drafts.execute(MEMBER, { answers: { type: 'salon', town: 'Pilsen', languages: 'EN', firstLanguage: 'EN' }, member: ANA, origin: ORIGIN });
    await memory.container.get(SaveSiteSectionUseCase).execute(MEMBER, 'styles', { themeColor: '#123456', font: 'Lato', coverTemplate: 1, coverPicture: '' });
    const before = await latestContent(memory);
    const replacing: SiteContent = { ...before, layout: { order: before.layout.order, hidden: [] } };
    await drafts.execute(MEMBER, { answers: { type: 'trades', town: 'Elsewhere', languages: 'EN', firstLanguage: 'EN' }, member: ANA, origin: ORIGIN, replacing });
    const after = await latestContent(memory);
    expect(after.sections.team).toEqual({ members: [] });
    expect(after.sections.services?.items[0]).toMatchObject({ name: 'Emergency call-out', toConfirm: true });
    expect(after.sections['social-links']?.contact.address.locality).toBe('Pilsen');
    expect((await memory.get(MEMBER_RECORDS).get(MEMBER))?.themeColor).toBe('#123456');
  });
});
