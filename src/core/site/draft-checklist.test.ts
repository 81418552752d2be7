import { describe, expect, it } from 'vitest';
import { draftChecklist, ownWorkReplacedByRedo, unconfirmedItems } from './draft-checklist';
import { firstDraft } from './examples/first-draft';
import { normalizeSiteContent } from './site-content';
import { confirmedAt } from './to-confirm';

const draft = firstDraft({ type: 'salon', town: 'Pilsen', languages: 'EN', firstLanguage: 'EN' }, { namePublico: 'Bella', businessName: '', phoneNumber: '+1 312 555 0142' }, 'https://sitio.example');
const content = normalizeSiteContent({ ...draft.sections, layout: draft.layout });

describe('the first draft checklist', () => {
  it('lists the facts the plan would show, the cover first, none confirmed yet', () => {
    const basic = draftChecklist(content, 'Basic');
    expect(basic.items[0]).toEqual({ section: 'styles', path: '', name: '', confirmed: false });
    expect(basic.items.map((i) => i.section)).not.toContain('team');
    expect(basic.items.filter((i) => i.section === 'services').map((i) => i.name)).toContain('Cut and style');
    expect(basic.confirmed).toBe(0);
    expect(draftChecklist(content, 'Elite').items.map((i) => i.section)).toContain('team');
  });

  it('counts what the member confirmed', () => {
    const services = confirmedAt(content.sections.services as never, 'items.0');
    const after = normalizeSiteContent({ ...draft.sections, services, layout: { ...draft.layout, toConfirm: { styles: false } } });
    const list = draftChecklist(after, 'Basic');
    expect(list.confirmed).toBe(2);
    expect(list.total).toBe(draftChecklist(content, 'Basic').total);
    expect(unconfirmedItems(after, 'Basic')).toHaveLength(list.total - 2);
  });

  it('is empty for a site built by hand', () => {
    expect(draftChecklist(normalizeSiteContent({ services: { items: [{ name: 'Cut', price: 5 }] } }), 'Elite')).toEqual({ items: [], confirmed: 0, total: 0 });
  });
});

describe('making the draft again', () => {
  it('names the sections holding what the member confirmed or wrote, and nothing still to confirm', () => {
    expect(ownWorkReplacedByRedo(content)).toEqual([]);
    const services = confirmedAt(content.sections.services as never, 'items.0');
    const about = { body: { blocks: [{ type: 'paragraph', runs: [{ text: 'Written by me' }] }] } };
    const after = normalizeSiteContent({ ...draft.sections, services, 'about-us': about, layout: draft.layout });
    expect(ownWorkReplacedByRedo(after)).toEqual(expect.arrayContaining(['services', 'about-us']));
    expect(ownWorkReplacedByRedo(after)).not.toContain('social-links');
  });
});
