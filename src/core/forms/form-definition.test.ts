import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldReader } from '../site/site-fields';
import { CONTACT_FORM_ID, FORM_LIMITS, findForm, readSiteForms } from './form-definition';

function read(raw: unknown) {
  const r = new FieldReader();
  return { value: readSiteForms(raw, r, 'Contact us'), errors: r.errors };
}

const quote = {
  id: 'quote',
  title: 'Request a quote',
  thankYou: 'We answer within a day.',
  fields: [
    { id: 'fsize', type: 'single-choice', label: 'Size', required: true, options: ['Small', 'Large', 'Small'] },
    { id: 'fwhen', type: 'date', label: 'When', help: 'Any weekday' },
  ],
};

describe('readSiteForms', () => {
  it('gives a site that never edited its forms the default contact form', () => {
    const { value, errors } = read(undefined);
    expect(errors).toEqual({});
    expect(value.forms).toHaveLength(1);
    expect(value.forms[0]).toMatchObject({ id: CONTACT_FORM_ID, title: 'Contact us', fields: [{ id: 'fmessage', type: 'long-text', required: true }] });
  });

  it('reads the contact form and the member forms, dropping duplicate options', () => {
    const { value, errors } = read({ forms: [{ title: '', fields: [] }, quote] });
    expect(errors).toEqual({});
    expect(value.forms.map((f) => f.id)).toEqual(['contact', 'quote']);
    expect(findForm(value, 'quote')?.fields[0]?.options).toEqual(['Small', 'Large']);
    expect(findForm(value, 'quote')?.fields[1]).toMatchObject({ help: 'Any weekday', required: false, options: [] });
    expect(findForm(value, 'nope')).toBeNull();
  });

  it('refuses more forms or fields than the limits and choices without options', () => {
    const many = Array.from({ length: FORM_LIMITS.extraForms + 2 }, (_, i) => ({ id: `f-${i}`, title: `Form ${i}` }));
    expect(read({ forms: many }).errors.forms).toBe('too-many');
    const fields = Array.from({ length: FORM_LIMITS.fields + 1 }, (_, i) => ({ type: 'short-text', label: `Q${i}` }));
    expect(read({ forms: [{ fields }] }).errors['forms.0.fields']).toBe('too-many');
    expect(read({ forms: [{}, { title: 'T', fields: [{ type: 'single-choice', label: 'Pick' }] }] }).errors['forms.1.fields.0.options']).toBe('required');
    expect(read({ forms: [{}, { title: 'T', fields: [{ type: 'html', label: 'x' }] }] }).errors['forms.1.fields.0.type']).toBe('invalid');
    expect(read({ forms: [{}, { fields: [] }] }).errors['forms.1.title']).toBe('required');
  });

  it('always yields unique, well-formed form and field ids, the contact form first', () => {
    const rawField = fc.record({ id: fc.oneof(fc.string(), fc.constantFrom('f1', 'f2', 'name')), type: fc.constantFrom('short-text', 'email'), label: fc.constant('L') });
    const rawForm = fc.record({ id: fc.oneof(fc.string(), fc.constantFrom('contact', 'quote', 'quote')), title: fc.constant('T'), fields: fc.array(rawField, { maxLength: 12 }) });
    fc.assert(
      fc.property(fc.array(rawForm, { maxLength: 5 }), (forms) => {
        const { value } = read({ forms });
        expect(value.forms[0]?.id).toBe(CONTACT_FORM_ID);
        const ids = value.forms.map((f) => f.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const form of value.forms) {
          expect(form.id).toMatch(/^[a-z0-9][a-z0-9-]{0,39}$/);
          const fieldIds = form.fields.map((f) => f.id);
          expect(new Set(fieldIds).size).toBe(fieldIds.length);
          for (const id of fieldIds) expect(id).toMatch(/^f[a-z0-9]{1,23}$/);
        }
      }),
    );
  });
});
