import type { Newable } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { FormSubmission, NewFormSubmission } from '../../core/forms/form-submission';
import { PUBLIC_SITES } from '../../ports/public-sites.port';
import { SITE_CONTENT } from '../../ports/site-content.port';
import { eventually } from '../../../test/support/eventually';
import { ListenerRecorder, Subscriptions } from '../../../test/support/listener-recorder';
import { useCaseContainer } from '../../../test/support/use-case-fixtures';
import { DeleteSubmissionUseCase, SetSubmissionStateUseCase, WatchSubmissionsUseCase } from './manage-submissions.use-case';
import { SaveSiteFormsUseCase } from './save-site-forms.use-case';

const MEMBER = 'memberUid00000000000000000001';

const lead = (name: string, createdAt: number): NewFormSubmission => ({
  formId: 'contact',
  formTitle: '',
  name,
  email: `${name.toLowerCase()}@example.com`,
  answers: [{ id: 'fmessage', label: 'Message', type: 'long-text', value: `Hola, soy ${name}` }],
  createdAt,
  site: 'ana1234',
  language: 'es',
});

async function setup() {
  const memory = useCaseContainer();
  const { container } = memory;
  for (const useCase of [WatchSubmissionsUseCase, SetSubmissionStateUseCase, DeleteSubmissionUseCase, SaveSiteFormsUseCase] as Newable<object>[]) container.bind(useCase).toSelf();
  // Submissions are stored by the site server, as a visitor sends them.
  const sites = memory.get(PUBLIC_SITES);
  await sites.saveFormSubmission(MEMBER, lead('Ana', 1_000));
  await sites.saveFormSubmission(MEMBER, lead('Bea', 2_000));
  return { ...memory, watch: container.get(WatchSubmissionsUseCase) };
}

describe('the forms inbox use-cases', () => {
  it('lists submissions newest first, and reading one lowers the unread count', async () => {
    const { container, watch } = await setup();
    const subscriptions = new Subscriptions();
    const all = new ListenerRecorder<readonly FormSubmission[]>();
    const unread = new ListenerRecorder<number>();
    const hasAny = new ListenerRecorder<boolean>();
    subscriptions.keep(watch.all(MEMBER, all.listener));
    subscriptions.keep(watch.unreadCount(MEMBER, unread.listener));
    subscriptions.keep(watch.hasAny(MEMBER, hasAny.listener));
    await eventually(() => expect(all.latest().map((s) => s.name)).toEqual(['Bea', 'Ana']));
    await eventually(() => expect(unread.latest()).toBe(2));
    expect(hasAny.latest()).toBe(true);

    const bea = all.latest()[0] as FormSubmission;
    await container.get(SetSubmissionStateUseCase).execute(MEMBER, bea.id, { read: true, archived: true });
    await eventually(() => expect(unread.latest()).toBe(1));
    expect(all.latest().find((s) => s.id === bea.id)).toMatchObject({ read: true, archived: true });
    subscriptions.stopAll();
  });

  it('deletes a submission, and an empty inbox has none', async () => {
    const { container, watch } = await setup();
    const all = new ListenerRecorder<readonly FormSubmission[]>();
    const hasAny = new ListenerRecorder<boolean>();
    const subscriptions = new Subscriptions();
    subscriptions.keep(watch.all(MEMBER, all.listener));
    subscriptions.keep(watch.hasAny(MEMBER, hasAny.listener));
    await eventually(() => expect(all.latest()).toHaveLength(2));
    for (const submission of all.latest()) await container.get(DeleteSubmissionUseCase).execute(MEMBER, submission.id);
    await eventually(() => expect(all.latest()).toEqual([]));
    await eventually(() => expect(hasAny.latest()).toBe(false));
    subscriptions.stopAll();
  });
});

describe('SaveSiteFormsUseCase', () => {
  const contact = { id: 'contact', title: '', thankYou: '', fields: [{ id: 'fmessage', type: 'long-text', label: '', help: '', required: true, options: [] }] };

  it('stores forms the core accepts', async () => {
    const { container, get } = await setup();
    const quote = { id: 'quote', title: 'Pide un presupuesto', thankYou: '', fields: [{ id: 'fday', type: 'single-choice', label: '¿Qué día?', help: '', required: true, options: ['Lunes', 'Viernes'] }] };
    expect(await container.get(SaveSiteFormsUseCase).execute(MEMBER, { forms: [contact, quote] })).toEqual({ outcome: 'saved' });
    const content = await new Promise<unknown>((resolve) => {
      const stop = get(SITE_CONTENT).watchSiteContent(MEMBER, (value) => {
        resolve(value.formsDocument);
        queueMicrotask(stop);
      });
    });
    expect(content).toMatchObject({ forms: [{ id: 'contact' }, { id: 'quote', title: 'Pide un presupuesto', fields: [{ options: ['Lunes', 'Viernes'] }] }] });
  });

  it('refuses a choice question without options, naming the field, and stores nothing', async () => {
    const { container, db } = await setup();
    const quote = { id: 'quote', title: 'Pide un presupuesto', thankYou: '', fields: [{ id: 'fday', type: 'single-choice', label: '¿Qué día?', help: '', required: true, options: [] }] };
    const result = await container.get(SaveSiteFormsUseCase).execute(MEMBER, { forms: [contact, quote] });
    expect(result).toMatchObject({ outcome: 'invalid', errors: { 'forms.1.fields.0.options': 'required' } });
    expect(db.getDocument(['vMember', MEMBER, 'site', 'forms'])).toBeNull();
  });
});
