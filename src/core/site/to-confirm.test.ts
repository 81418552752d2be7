import { describe, expect, it } from 'vitest';
import type { PublicMemberFields } from './public-projection';
import { publicSiteModel } from './public-site-model';
import { normalizeSiteContent, parseSiteLayout, validateSection } from './site-content';
import { servicesContent } from './sections/services.content';
import { confirmedAt, draftItems, itemsToConfirm } from './to-confirm';

const MEMBER: PublicMemberFields = {
  username: 'bella1',
  domain: 'bella1.sitio.app',
  namePublico: 'Bella',
  businessName: '',
  themeColor: '#8E2A5A',
  font: 'Lato',
  coverTemplate: 2,
  coverPicture: '/images/examples/salon-cover.svg',
  siteLanguage: 'EN',
};

const item = (name: string, price: number, mark?: boolean) => ({ name, description: '', price, currency: 'USD', image: '', ...(mark === undefined ? {} : { toConfirm: mark }) });

describe('the "to confirm" mark', () => {
  it('is kept on the section and on each list entry, with its translations, and only as true', () => {
    const checked = validateSection('services', {
      toConfirm: true,
      items: [item('Cut', 55, true), { ...item('Colour', 95, false), i18n: { ES: { name: 'Tinte' } } }, { ...item('Blow-dry', 35, true), i18n: { ES: { name: 'Secado' } } }],
    });
    expect(checked).toMatchObject({ ok: true });
    if (!checked.ok) return;
    expect(checked.value).toMatchObject({ toConfirm: true });
    expect(checked.value.items.map((i) => (i as { toConfirm?: boolean }).toConfirm)).toEqual([true, false, true]);
    expect(checked.value.items[2]).toMatchObject({ toConfirm: true, i18n: { ES: { name: 'Secado' } } });
    expect(validateSection('services', { items: [{ ...item('Cut', 55), toConfirm: 'yes' }] })).toEqual({ ok: false, errors: { 'items.0.toConfirm': 'invalid' } });
    expect(validateSection('hours', { week: {}, exceptions: [], toConfirm: 1 })).toMatchObject({ ok: false });
  });

  it('keeps an unconfirmed entry and section off the public site, and a confirmed one on it', () => {
    const content = normalizeSiteContent({
      services: { items: [item('Cut and style', 55, true), item('Men’s cut', 30)] },
      hours: { week: { monday: { open: '09:00', close: '17:00' } }, exceptions: [], toConfirm: true },
      layout: { order: ['services', 'hours'], hidden: [], toConfirm: { styles: true } },
    });
    const model = publicSiteModel(MEMBER, content, 'Basic');
    expect(model.sections.map((s) => s.id)).toEqual(['services']);
    const services = model.sections[0];
    expect(services?.id === 'services' && services.content.items.map((i) => i.name)).toEqual(['Men’s cut']);
    expect(model.coverPicture).toBe('');

    const confirmed = normalizeSiteContent({
      services: confirmedAt(content.sections.services as never, 'items.0'),
      hours: confirmedAt(content.sections.hours as never, ''),
      layout: { order: ['services', 'hours'], hidden: [], toConfirm: { styles: false } },
    });
    const after = publicSiteModel(MEMBER, confirmed, 'Basic');
    expect(after.sections.map((s) => s.id)).toEqual(['services', 'hours']);
    expect(after.coverPicture).toBe('/images/examples/salon-cover.svg');
  });

  it('names what is left to confirm, entry by entry, and counts what is done', () => {
    const value = { items: [item('Cut', 55, true), item('Colour', 95), item('Balayage', 160, true)] };
    expect(itemsToConfirm(servicesContent.fields, value)).toEqual([
      { path: 'items.0', name: 'Cut', confirmed: false },
      { path: 'items.2', name: 'Balayage', confirmed: false },
    ]);
    expect(itemsToConfirm(servicesContent.fields, { ...value, toConfirm: true })).toEqual([{ path: '', name: '', confirmed: false }]);
    const done = confirmedAt(value, 'items.2');
    expect(draftItems(servicesContent.fields, done).map((i) => i.confirmed)).toEqual([false, true]);
    expect(itemsToConfirm(servicesContent.fields, confirmedAt(done, 'items.0'))).toEqual([]);
    // An entry the member added has no mark and is not counted.
    expect(confirmedAt(value, 'items.1')).toEqual(value);
  });

  it('is read on the layout only for the sections stored in the member record', () => {
    expect(parseSiteLayout({ order: [], hidden: [], toConfirm: { styles: true } }).value.toConfirm).toEqual({ styles: true });
    expect(parseSiteLayout({ order: [], hidden: [], toConfirm: { hours: true } }).errors).toEqual({ 'toConfirm.hours': 'unknown-section' });
    expect(parseSiteLayout({ order: [], hidden: [], toConfirm: { styles: 'yes' } }).errors).toEqual({ 'toConfirm.styles': 'invalid' });
    expect(parseSiteLayout({ order: [], hidden: [] }).value).not.toHaveProperty('toConfirm');
  });
});
