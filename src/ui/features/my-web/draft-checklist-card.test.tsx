import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateFirstDraftUseCase } from '../../../use-cases/create-first-draft.use-case';
import { expiredMember, renderDashboard } from '../../testing/render-dashboard';

const ORIGIN = 'https://sitio.example';

async function withDraft(language: 'EN' | 'ES' = 'EN', path?: string) {
  return renderDashboard({
    ...(path === undefined ? {} : { path }),
    member: { ...expiredMember(), published: false, siteLanguage: language },
    language,
    arrange: async (app, id) => {
      await app.container
        .get(CreateFirstDraftUseCase)
        .execute(id, { answers: { type: 'trades', town: 'Pilsen', languages: language, firstLanguage: language }, member: { namePublico: 'Ana', businessName: '', phoneNumber: '+1 312 555 0142' }, origin: ORIGIN });
    },
  });
}

describe('My Web’s first draft checklist', { timeout: 30_000 }, () => {
  it('counts what is confirmed and confirms an item in one tap', async () => {
    const user = userEvent.setup();
    const rendered = await withDraft();
    const card = await screen.findByRole('region', { name: 'Your draft, to check' });
    const total = within(card).getAllByRole('listitem').length;
    expect(within(card).getByText(`0 of ${total} confirmed`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Confirm: Services: Emergency call-out' }));
    expect(await within(card).findByText(`1 of ${total} confirmed`)).toBeInTheDocument();
    const services = rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'services']) as { items: { name: string; toConfirm?: boolean }[] };
    expect(services.items[0]).toMatchObject({ name: 'Emergency call-out', toConfirm: false });
    expect(within(card).getByRole('link', { name: 'Replace picture: Cover picture (the example’s)' })).toHaveAttribute('href', '/dashboard/website-studio/styles');
  });

  it('asks once before publishing with items not confirmed, listing them, in Spanish', async () => {
    const user = userEvent.setup();
    const rendered = await withDraft('ES');
    const card = await screen.findByRole('region', { name: 'Tu borrador, por revisar' });
    const redo = 'Empezar el borrador de nuevo con otro tipo de negocio o idioma';
    expect(await within(card).findByText(redo)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Publicar sitio web' }));
    const question = await screen.findByRole('group', { name: /¿Publicar con \d+ puntos sin confirmar\?/ });
    expect(within(question).getByText('Servicios: Visita de emergencia')).toBeInTheDocument();
    expect(rendered.app.db.getDocument(['vMember', rendered.memberId])?.published).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Publicar de todos modos' }));
    await waitFor(() => expect(rendered.app.db.getDocument(['vMember', rendered.memberId])?.published).toBe(true));
    // Once published the draft is the member's site: it is no longer offered to be made again.
    await waitFor(() => expect(within(card).queryByText(redo)).toBeNull());
    expect(rendered.app.db.getDocument(['vMember', rendered.memberId])?.draft).toBe(false);
  });

  it('asks the same question from the studio’s publish button', async () => {
    const user = userEvent.setup();
    const rendered = await withDraft('EN', '/dashboard/website-studio');
    await user.click(await screen.findByRole('button', { name: 'Publish website' }));
    const question = await screen.findByRole('group', { name: /^Publish with \d+ items not confirmed\?$/ });
    expect(within(question).getByText('Services: Emergency call-out')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Not yet' }));
    expect(rendered.app.db.getDocument(['vMember', rendered.memberId])?.published).toBe(false);
  });

  it('makes the draft again from another trade, saying first what it replaces', async () => {
    const user = userEvent.setup();
    const rendered = await withDraft();
    const card = await screen.findByRole('region', { name: 'Your draft, to check' });
    await user.click(within(card).getByRole('button', { name: 'Confirm: Services: Emergency call-out' }));
    await within(card).findByText(/^1 of \d+ confirmed$/);
    await user.click(within(card).getByText('Start the draft again from another kind of business or language'));
    await user.selectOptions(within(card).getByLabelText('Kind of business'), 'salon');
    await user.click(within(card).getByRole('button', { name: 'Make a new draft' }));
    const question = await within(card).findByRole('group', { name: 'A new draft replaces what you confirmed or wrote in these sections:' });
    expect(within(question).getByRole('listitem')).toHaveTextContent('Services');
    await user.click(within(question).getByRole('button', { name: 'Replace them' }));
    await waitFor(() => expect((rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'services']) as { items: { name: string }[] }).items[0]?.name).toBe('Cut and style'));
    expect(await within(card).findByText(/^0 of \d+ confirmed$/)).toBeInTheDocument();
  });
});
