import { describe, expect, it } from 'vitest';
import { readFormSubmission } from './form-submission';

describe('readFormSubmission', () => {
  it('reads a stored submission with its state', () => {
    const s = readFormSubmission('a1', { formId: 'quote', formTitle: 'Quote', name: 'Ana', email: 'a@b.co', answers: [{ id: 'f1', label: 'Size', type: 'single-choice', value: 'Large' }], createdAt: 5, site: 'sol', language: 'es', read: true, archived: false });
    expect(s).toEqual({ id: 'a1', formId: 'quote', formTitle: 'Quote', name: 'Ana', email: 'a@b.co', answers: [{ id: 'f1', label: 'Size', type: 'single-choice', value: 'Large' }], createdAt: 5, site: 'sol', language: 'es', read: true, archived: false });
  });

  it('reads a message stored before forms were editable as an unread contact message', () => {
    const s = readFormSubmission('old', { name: 'Bo', email: 'b@c.co', message: 'Hi', createdAt: 9, site: 'sol' });
    expect(s).toMatchObject({ formId: 'contact', answers: [{ id: 'fmessage', type: 'long-text', value: 'Hi' }], read: false, archived: false, language: 'en' });
    expect(readFormSubmission('x', { answers: [null, { type: 'bogus' }] }).answers).toEqual([{ id: '', label: '', type: 'short-text', value: '' }]);
  });
});
