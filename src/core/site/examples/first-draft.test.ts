import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanTier } from '../../plans/plan-level';
import { studioSectionsFor, type StudioSection } from '../../plans/plan-gates';
import { BUSINESS_TYPES } from '../../validation/inquiry-validation';
import type { PublicMemberFields } from '../public-projection';
import { publicSiteModel } from '../public-site-model';
import { stylesContent } from '../sections/styles.content';
import { normalizeSiteContent, validateSection, validateSiteLayout } from '../site-content';
import { confirmedAt, itemsToConfirm } from '../to-confirm';
import { sectionDefinition } from '../sections/catalogue';
import { firstDraft, type DraftAnswers } from './first-draft';

const ORIGIN = 'https://sitio.example';
const PLANS: readonly PlanTier[] = ['Basic', 'Professional', 'Elite'];

const answers = fc.record({
  type: fc.constantFrom(...BUSINESS_TYPES),
  town: fc.constantFrom('', 'Coyoacán', 'Little Havana', '  Pilsen '),
  languages: fc.constantFrom('EN' as const, 'ES' as const, 'both' as const),
  firstLanguage: fc.constantFrom('EN' as const, 'ES' as const),
});
const member = fc.record({
  namePublico: fc.constantFrom('Bella', 'Taquería Don Beto', 'Ana & Co'),
  businessName: fc.constantFrom('', 'Bella Hair LLC'),
  phoneNumber: fc.constantFrom('', '+1 312 555 0142', '+52 55 1234 5678'),
});

function publicMember(draft: ReturnType<typeof firstDraft>, name: string): PublicMemberFields {
  const styles = validateSection('styles', draft.sections.styles);
  if (!styles.ok) throw new Error('styles');
  const fields = stylesContent.publicSite.toMember(styles.value);
  return { username: 'new1', domain: 'new1.sitio.app', namePublico: name, businessName: '', siteLanguage: draft.siteLanguage, themeColor: fields.themeColor ?? '', font: fields.font ?? '', coverTemplate: fields.coverTemplate ?? 1, coverPicture: fields.coverPicture ?? '' };
}

/** Every object of a value, deep. */
function objects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (typeof value !== 'object' || value === null) return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(objects)];
}

describe('a first draft', () => {
  it('passes every section’s own validation and the layout’s, whatever the answers', () => {
    fc.assert(
      fc.property(answers, member, (a: DraftAnswers, m) => {
        const draft = firstDraft(a, m, ORIGIN);
        for (const [section, raw] of Object.entries(draft.sections)) {
          expect(validateSection(section as StudioSection, raw), section).toMatchObject({ ok: true });
        }
        expect(validateSiteLayout(draft.layout)).toMatchObject({ ok: true });
      }),
    );
  });

  it('never holds a testimonial, a client’s logo or another business’s links', () => {
    fc.assert(
      fc.property(answers, member, (a, m) => {
        const draft = firstDraft(a, m, ORIGIN);
        expect(draft.sections['they-trust-us']).toBeUndefined();
        expect(draft.sections['payment-links']).toBeUndefined();
        const text = JSON.stringify(draft);
        expect(text).not.toMatch(/testimonial|logos|quote/i);
        expect(Object.keys(draft.sections['social-links']?.links ?? {}).every((k) => k === 'whatsapp')).toBe(true);
      }),
    );
  });

  it('shows visitors, on every plan, only the member’s own facts and only their plan’s sections, until confirmed', () => {
    fc.assert(
      fc.property(answers, member, fc.constantFrom(...PLANS), (a, m, plan) => {
        const draft = firstDraft(a, m, ORIGIN);
        const content = normalizeSiteContent({ ...draft.sections, layout: draft.layout });
        const model = publicSiteModel(publicMember(draft, m.namePublico), content, plan);
        expect(objects(model.sections).some((o) => o['toConfirm'] === true)).toBe(false);
        expect(model.coverPicture).toBe('');
        const allowed = studioSectionsFor(plan);
        expect(model.sections.every((s) => allowed.includes(s.id))).toBe(true);
        expect(model.sections.map((s) => s.id).filter((id) => id !== 'social-links')).toEqual([]);
        // The member's phone and town are theirs: shown from the start.
        const contact = JSON.stringify(model.sections);
        if (m.phoneNumber !== '') expect(contact).toContain(m.phoneNumber);
        if (a.town.trim() !== '') expect(contact).toContain(a.town.trim());
      }),
    );
  });

  it('once every item is confirmed, shows the example’s sections of the plan, in the chosen languages', () => {
    for (const type of BUSINESS_TYPES) {
      const draft = firstDraft({ type, town: 'Pilsen', languages: 'both', firstLanguage: 'ES' }, { namePublico: 'Bella', businessName: '', phoneNumber: '+1 312 555 0142' }, ORIGIN);
      const confirmed: Record<string, unknown> = {};
      for (const [section, raw] of Object.entries(draft.sections)) {
        const fields = sectionDefinition(section as StudioSection).fields;
        const value = validateSection(section as StudioSection, raw);
        if (!value.ok) throw new Error(section);
        let stored = value.value as unknown as Record<string, unknown>;
        for (const item of itemsToConfirm(fields, stored)) stored = confirmedAt(stored, item.path);
        expect(validateSection(section as StudioSection, stored), section).toMatchObject({ ok: true });
        expect(itemsToConfirm(fields, stored), section).toEqual([]);
        confirmed[section] = stored;
      }
      const content = normalizeSiteContent({ ...confirmed, layout: { ...draft.layout, toConfirm: { styles: false } } });
      const es = publicSiteModel(publicMember(draft, 'Bella'), content, 'Elite', 'ES');
      const en = publicSiteModel(publicMember(draft, 'Bella'), content, 'Elite', 'EN');
      expect(draft.siteLanguage).toBe('ES');
      expect(es.sections.map((s) => s.id), type).toContain('about-us');
      expect(es.sections.map((s) => s.id)).not.toContain('they-trust-us');
      expect(es.coverPicture.startsWith(`${ORIGIN}/images/examples/`)).toBe(true);
      expect(JSON.stringify(en.sections)).not.toBe(JSON.stringify(es.sections));
    }
    const salon = firstDraft({ type: 'salon', town: '', languages: 'both', firstLanguage: 'ES' }, { namePublico: 'Bella', businessName: '', phoneNumber: '' }, ORIGIN);
    expect(JSON.stringify(salon.sections.services)).toContain('Corte y peinado');
    expect(JSON.stringify(salon.sections.services)).toContain('Cut and style');
    const english = firstDraft({ type: 'salon', town: '', languages: 'EN', firstLanguage: 'ES' }, { namePublico: 'Bella', businessName: '', phoneNumber: '' }, ORIGIN);
    expect(english.siteLanguage).toBe('EN');
    expect(JSON.stringify(english.sections.services)).not.toContain('Corte y peinado');
  });
});
