// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES, SITE_FORMS_DOC } from '../../core/forms/form-shapes';
import { publicSiteModel } from '../../core/site/public-site-model';
import { normalizeSiteContent } from '../../core/site/site-content';
import { ELITE_DEMO_COVER, eliteDemoSiteDocuments } from '../demo/elite-demo-site';
import type { FormState } from './render-public-site';
import { renderPublicSite } from './render-public-site';

/*
 * What the HTML checker refuses on a served Elite site (/s/elitede): the page is rendered as the
 * server serves it, with the lightbox and a form holding every kind of field, and parsed.
 */

const NOW = Date.parse('2026-11-25T21:00:00Z');
const member = { username: 'elitede', domain: 'elitede.sitio.app', namePublico: 'Elite Fitness Studio', coverPicture: ELITE_DEMO_COVER, siteLanguage: 'EN' };
const everyField = {
  id: 'every-field',
  title: 'Every field',
  fields: FORM_FIELD_TYPES.map((type, i) => ({ id: `f${i}`, type, label: `Field ${i}`, ...(type.endsWith('choice') ? { options: ['One', 'Two'] } : {}) })),
};

function servedPage(form?: FormState): Document {
  const documents = { ...eliteDemoSiteDocuments(NOW), [SITE_FORMS_DOC]: { forms: [{ title: '', fields: [] }, everyField] } };
  const model = publicSiteModel(member, normalizeSiteContent(documents), 'Elite');
  const { html } = renderPublicSite(model, { basePath: '/s/elitede', countViews: true, lightbox: true, now: NOW, ...(form ? { form } : {}) });
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the served page, as the HTML checker reads it', () => {
  it('puts no maxlength on a date input, where HTML does not allow it', () => {
    const page = servedPage();
    expect(page.querySelectorAll('input[type="date"]').length).toBeGreaterThan(0);
    expect(page.querySelectorAll('input[type="date"][maxlength]')).toHaveLength(0);
    // Text inputs keep their bound.
    expect(page.querySelector('input[name="f0"]')?.getAttribute('maxlength')).not.toBeNull();
  });

  it('shows a sent-back date again only when it is a calendar date, the one value a date input holds', () => {
    const dateField = `f${FORM_FIELD_TYPES.indexOf('date')}`;
    const sentBack = (value: string) =>
      servedPage({ state: 'invalid', formId: everyField.id, errors: { [dateField]: 'invalid-date' }, values: { [dateField]: [value], f0: ['kept'] } });
    expect(sentBack('next Friday').querySelector<HTMLInputElement>(`input[name="${dateField}"]`)?.getAttribute('value')).toBe('');
    expect(sentBack('next Friday').querySelector(`input[name="${dateField}"]`)?.getAttribute('aria-invalid')).toBe('true');
    expect(sentBack('2026-12-04').querySelector(`input[name="${dateField}"]`)?.getAttribute('value')).toBe('2026-12-04');
    // Other answers are shown back as typed.
    expect(sentBack('next Friday').querySelector('input[name="f0"]')?.getAttribute('value')).toBe('kept');
  });

  it('has no picture without a source, the lightbox included', () => {
    const page = servedPage();
    expect(page.getElementById('lb')).not.toBeNull();
    const images = [...page.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.getAttribute('src') ?? '', image.outerHTML).not.toBe('');
  });
});
