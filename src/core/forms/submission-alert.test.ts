import { describe, expect, it } from 'vitest';
import { NOTICE_BODY_MAX } from '../notifications/notice';
import { readFormSubmission } from './form-submission';
import { submissionAlert } from './submission-alert';

const contact = readFormSubmission('s1', { name: 'Ana Ruiz', email: 'ana@example.com', message: 'Do you bake on Sundays?', createdAt: 1, site: 'sol1234' });
const quote = readFormSubmission('s2', {
  formId: 'quote', formTitle: 'Pedir presupuesto', name: 'Bea', email: 'bea@example.com', language: 'es',
  answers: [{ id: 'f1', label: 'Tamaño', type: 'single-choice', value: 'Grande' }], createdAt: 2, site: 'sol1234',
});

describe('submissionAlert', () => {
  it('names the sender with their address and gives every answer, in the member language', () => {
    expect(submissionAlert(contact, 'EN')).toEqual({
      title: 'New message from Ana Ruiz',
      body: 'From: Ana Ruiz <ana@example.com>\n\nMessage: Do you bake on Sundays?\n\nReply by e-mail to answer.',
      link: '/dashboard/forms?m=s1',
    });
    expect(submissionAlert(quote, 'ES')).toMatchObject({ title: 'Pedir presupuesto: Bea', body: expect.stringContaining('Tamaño: Grande') });
  });

  it('stays within a notification, keeping the reply line', () => {
    const long = readFormSubmission('s3', { name: 'Ana', email: 'a@b.co', message: 'x'.repeat(9000) });
    const alert = submissionAlert(long, 'EN');
    expect([...alert.body].length).toBeLessThanOrEqual(NOTICE_BODY_MAX);
    expect(alert.body.endsWith('Reply by e-mail to answer.')).toBe(true);
  });
});
