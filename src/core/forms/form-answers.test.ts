import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeLink, readFormAnswers } from './form-answers';
import type { FormDefinition } from './form-definition';
import { defaultContactForm } from './form-definition';

const form: FormDefinition = {
  id: 'quote',
  title: 'Request a quote',
  thankYou: '',
  fields: [
    { id: 'fsize', type: 'single-choice', label: 'Size', help: '', required: true, options: ['Small', 'Large'] },
    { id: 'fextras', type: 'multiple-choice', label: 'Extras', help: '', required: false, options: ['Wax', 'Polish', 'Dry'] },
    { id: 'fphone', type: 'phone', label: 'Phone', help: '', required: false, options: [] },
    { id: 'fcount', type: 'number', label: 'Cars', help: '', required: false, options: [] },
    { id: 'fday', type: 'date', label: 'Day', help: '', required: false, options: [] },
    { id: 'fok', type: 'consent', label: 'I agree', help: '', required: true, options: [] },
    { id: 'fnote', type: 'long-text', label: 'Notes', help: '', required: false, options: [] },
  ],
};

function post(values: Record<string, string | string[]>) {
  return { getAll: (name: string) => { const v = values[name]; return v === undefined ? [] : Array.isArray(v) ? v : [v]; } };
}

describe('readFormAnswers', () => {
  it('accepts a valid post and keeps the options in the form order', () => {
    const result = readFormAnswers(form, post({ name: ' Ana  Ruiz ', email: 'ana@example.com', fsize: 'Large', fextras: ['Dry', 'Wax'], fphone: '+34 600 111 222', fcount: '2', fday: '2026-12-01', fok: 'on', fnote: 'Hola\r\n\r\n\r\nthanks', extra: 'ignored' }));
    expect(result.kind).toBe('accepted');
    if (result.kind !== 'accepted') return;
    expect(result.value.name).toBe('Ana Ruiz');
    expect(result.value.answers.find((a) => a.id === 'fextras')?.value).toBe('Wax, Dry');
    expect(result.value.answers.find((a) => a.id === 'fok')?.value).toBe('yes');
    expect(result.value.answers.find((a) => a.id === 'fnote')?.value).toBe('Hola\n\nthanks');
    expect(result.value.answers.map((a) => a.id)).not.toContain('extra');
  });

  it('names each problem by field, keeping what the visitor typed', () => {
    const result = readFormAnswers(form, post({ name: 'Visit www.spam.com', email: 'nope', fsize: 'Huge', fextras: ['Gold'], fphone: 'abc', fcount: '1e9', fday: '2026-02-30', fnote: 'x'.repeat(5001) }));
    expect(result.kind).toBe('invalid');
    if (result.kind !== 'invalid') return;
    expect(result.errors).toEqual({
      name: 'no-links', email: 'invalid-email', fsize: 'invalid-choice', fextras: 'invalid-choice', fphone: 'invalid-phone',
      fcount: 'invalid-number', fday: 'invalid-date', fok: 'required', fnote: 'too-long',
    });
    expect(result.values.name).toEqual(['Visit www.spam.com']);
  });

  it('requires the sender name and email on every form', () => {
    const result = readFormAnswers({ ...form, fields: [] }, post({}));
    expect(result).toMatchObject({ kind: 'invalid', errors: { name: 'required', email: 'required' } });
  });

  it('never accepts a choice outside the options, whatever is posted', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 5 }), fc.string(), (extras, size) => {
        const result = readFormAnswers(form, post({ name: 'Ana', email: 'a@b.co', fsize: size, fextras: extras, fok: 'on' }));
        if (result.kind === 'accepted') {
          expect(['Small', 'Large']).toContain(result.value.answers.find((a) => a.id === 'fsize')?.value);
          const picked = result.value.answers.find((a) => a.id === 'fextras')?.value ?? '';
          for (const p of picked === '' ? [] : picked.split(', ')) expect(['Wax', 'Polish', 'Dry']).toContain(p);
        }
      }),
    );
  });

  it('tells names with links from plain names', () => {
    expect(looksLikeLink('https://x.test')).toBe(true);
    expect(looksLikeLink('buy at cheap-pills.com')).toBe(true);
    expect(looksLikeLink('José María O’Neil')).toBe(false);
  });
});

describe('the default contact form', () => {
  const contact = defaultContactForm('Contact');
  const post = (entries: Record<string, string>) => ({ getAll: (name: string) => (entries[name] === undefined ? [] : [entries[name]]) });

  it('accepts a complete message, trimming the name', () => {
    expect(readFormAnswers(contact, post({ name: ' Ana ', email: 'ana@example.com', fmessage: 'Hola' }))).toEqual({
      kind: 'accepted',
      value: { name: 'Ana', email: 'ana@example.com', answers: [{ id: 'fmessage', label: '', type: 'long-text', value: 'Hola' }] },
    });
  });

  it('reports missing and oversized fields by code', () => {
    const result = readFormAnswers(contact, post({ name: '<script>'.repeat(10_000), email: 'nope', fmessage: '' }));
    expect(result).toMatchObject({ kind: 'invalid', errors: { name: 'too-long', email: 'invalid-email', fmessage: 'required' } });
  });
});
