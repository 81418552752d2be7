import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STUDIO_SECTIONS } from '../plans/plan-gates';
import type { PublicMemberFields } from './public-projection';
import { findSection, publicSiteModel } from './public-site-model';
import { articlePages } from './article-pages';
import { richTextFromPlainText } from './rich-text';
import { sectionDefinition } from './sections/catalogue';
import type { EditorField } from './sections/section-definition';
import { normalizeSiteContent, parseSection, validateSection } from './site-content';
import { hasTranslatableText, hasTranslations, isTranslatable, localizeSection, TRANSLATIONS_KEY } from './text-translations';

const article = (title: string, date: string, i18n?: unknown) => ({ title, date, body: richTextFromPlainText(`${title} body`), ...(i18n === undefined ? {} : { i18n }) });

describe('reading the texts in the other language', () => {
  it('keeps each translation on the entry it belongs to, checked like the text it translates', () => {
    const result = validateSection('articles', {
      articles: [article('Fresh bread', '2026-01-02', { ES: { title: '  Pan  recién hecho ', body: richTextFromPlainText('Cuerpo') } }), article('Opening hours', '2026-01-03')],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [first, second] = result.value.articles as unknown as readonly Record<string, unknown>[];
    expect(first?.[TRANSLATIONS_KEY]).toEqual({ ES: { title: 'Pan recién hecho', body: richTextFromPlainText('Cuerpo') } });
    expect(second).not.toHaveProperty(TRANSLATIONS_KEY);
  });

  it('follows an entry the section reorders (special days are kept by date)', () => {
    const parsed = parseSection('hours', {
      exceptions: [
        { date: '2026-12-31', label: "New Year's Eve", closed: true, i18n: { ES: { label: 'Nochevieja' } } },
        { date: '2026-12-25', label: 'Christmas', closed: true, i18n: { ES: { label: 'Navidad' } } },
      ],
    });
    expect(parsed.errors).toEqual({});
    const es = localizeSection(sectionDefinition('hours').fields, parsed.value, 'ES');
    expect(es.exceptions.map((e) => [e.date, e.label])).toEqual([
      ['2026-12-25', 'Navidad'],
      ['2026-12-31', 'Nochevieja'],
    ]);
  });

  it('says where a translation is wrong, at the path of its input, and keeps the rest', () => {
    const result = validateSection('products', {
      items: [{ name: 'Coffee', currency: 'USD', i18n: { ES: { name: 'x'.repeat(201), description: 'Café de olla' } } }],
    });
    expect(result).toEqual({ ok: false, errors: { 'items.0.i18n.ES.name': 'too-long' } });
    const read = parseSection('products', { items: [{ name: 'Coffee', currency: 'USD', i18n: { ES: { name: 'x'.repeat(201), description: 'Café de olla' } } }] });
    expect((read.value.items[0] as unknown as Record<string, unknown>)[TRANSLATIONS_KEY]).toEqual({ ES: { description: 'Café de olla' } });
  });

  it('refuses translations that are not texts, and ignores languages and fields it does not know', () => {
    expect(validateSection('additional-info', { body: richTextFromPlainText('Hi'), i18n: 'hola' })).toEqual({ ok: false, errors: { i18n: 'invalid' } });
    expect(validateSection('additional-info', { body: richTextFromPlainText('Hi'), i18n: { ES: ['hola'] } })).toEqual({ ok: false, errors: { 'i18n.ES': 'invalid' } });
    const read = validateSection('payment-links', {
      links: [{ label: 'Pay', url: 'https://pay.example/x', i18n: { FR: { label: 'Payer' }, ES: { label: 'Pagar', url: 'javascript:alert(1)' } } }],
    });
    expect(read.ok && read.value.links[0]).toEqual({ id: 'item-0', label: 'Pay', url: 'https://pay.example/x', i18n: { ES: { label: 'Pagar' } } });
  });

  it('keeps names, addresses, links, phones and e-mails in one version', () => {
    const fields = STUDIO_SECTIONS.flatMap((id) => sectionDefinition(id).fields);
    const flat = (list: readonly EditorField[]): EditorField[] => list.flatMap((f) => (f.kind === 'group' || f.kind === 'list' ? [f, ...flat(f.fields)] : [f]));
    const translatable = flat(fields).filter(isTranslatable).map((f) => f.key);
    for (const key of ['publicName', 'businessName', 'author', 'address', 'url', 'phone', 'email', 'instagram']) expect(translatable).not.toContain(key);
    for (const key of ['title', 'body', 'description', 'label', 'alt', 'quote', 'role']) expect(translatable).toContain(key);
    expect(hasTranslatableText(sectionDefinition('styles').fields)).toBe(false);
  });

  it('keeps a video title translation through the shape the studio edits', () => {
    const parsed = parseSection('videos', { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Our kitchen', i18n: { ES: { title: 'Nuestra cocina' } } }] });
    const editable = sectionDefinition('videos').toEditable?.(parsed.value);
    expect(editable).toEqual({ videos: [{ id: 'item-0', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Our kitchen', i18n: { ES: { title: 'Nuestra cocina' } } }] });
    expect(parseSection('videos', editable).value).toEqual(parsed.value);
  });
});

describe('a section as a visitor reads it', () => {
  const texts = fc.stringMatching(/^[A-Za-zñáé]{1,8}( [A-Za-zñáé]{1,8}){0,3}$/);

  it('shows each text in the language asked for where it exists, else as written, never the translations', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: texts, es: fc.option(texts, { nil: undefined }) }), { maxLength: 6 }), fc.constantFrom('EN' as const, 'ES' as const), (entries, language) => {
        const raw = { items: entries.map((e) => ({ name: e.name, currency: 'USD', ...(e.es === undefined ? {} : { i18n: { ES: { name: e.es } } }) })) };
        const parsed = validateSection('services', raw);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const shown = localizeSection(sectionDefinition('services').fields, parsed.value, language);
        expect(JSON.stringify(shown)).not.toContain(TRANSLATIONS_KEY);
        expect(shown.items.map((item) => item.name)).toEqual(entries.map((e) => (language === 'ES' ? (e.es ?? e.name) : e.name)));
      }),
    );
  });
});

describe('the public model in each language', () => {
  const member: PublicMemberFields = { username: 'solbake', namePublico: 'Sol Bakery', siteLanguage: 'EN' } as PublicMemberFields;
  const content = normalizeSiteContent({
    'about-us': { body: richTextFromPlainText('We bake every morning.'), search: { title: 'Sol Bakery, bread in Austin', i18n: { ES: { title: 'Sol Bakery, pan en Austin' } } }, i18n: { ES: { body: richTextFromPlainText('Horneamos cada mañana.') } } },
    articles: { articles: [article('Fresh bread', '2026-01-02', { ES: { title: 'Pan recién hecho' } }), article('Fresh bread', '2026-01-05')] },
  });

  it('is in the site language by default, with the texts as written', () => {
    const model = publicSiteModel(member, content, 'Elite');
    expect(model.language).toBe('EN');
    expect(model.title).toBe('Sol Bakery, bread in Austin');
    expect(model.intro).toBe('We bake every morning.');
  });

  it('in the other language takes the member\'s translations and falls back where there is none', () => {
    const model = publicSiteModel(member, content, 'Elite', 'ES');
    expect(model.language).toBe('ES');
    expect(model.title).toBe('Sol Bakery, pan en Austin');
    expect(model.intro).toBe('Horneamos cada mañana.');
    expect(findSection(model, 'articles')?.articles.map((a) => a.title)).toEqual(['Pan recién hecho', 'Fresh bread']);
  });

  it('gives each article the same address in both languages', () => {
    const en = articlePages(publicSiteModel(member, content, 'Elite', 'EN')).map((p) => p.slug);
    const es = articlePages(publicSiteModel(member, content, 'Elite', 'ES')).map((p) => p.slug);
    expect(en).toEqual(['fresh-bread', 'fresh-bread-2']);
    expect(es).toEqual(en);
  });

  it('tells whether a section holds any written translation, however deep', () => {
    expect(hasTranslations({ articles: [{ title: 'A' }, { title: 'B', i18n: { ES: { title: 'Be' } } }] })).toBe(true);
    expect(hasTranslations({ search: { title: 'T', i18n: { EN: { title: '  ' } } } })).toBe(false);
    expect(hasTranslations({ i18n: { ES: { body: richTextFromPlainText('Hola') } } })).toBe(true);
    expect(hasTranslations({ i18n: { ES: { body: richTextFromPlainText('') } } })).toBe(false);
    expect(hasTranslations({ title: 'i18n' })).toBe(false);
  });
});
