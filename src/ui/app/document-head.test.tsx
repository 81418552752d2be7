import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { common } from '../i18n/en/common';
import { common as commonEs } from '../i18n/es/common';
import { createMemoryApp } from './composition/memory.composition';
import { renderApp, seedAccount } from '../testing/render-app';

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;

describe("the document's title and description", () => {
  it('follow the page on client-side navigation and the language when it is switched', async () => {
    const { router } = renderApp({ path: '/pricing' });
    await waitFor(() => expect(document.title).toBe(common.pages.pricing.title));
    expect(description()).toBe(common.pages.pricing.description);
    await act(() => router.navigate('/faqs'));
    await waitFor(() => expect(document.title).toBe(common.pages.faqs.title));
    await userEvent.click(screen.getAllByRole('button', { name: 'ES' })[0]!);
    await waitFor(() => expect(document.title).toBe(commonEs.pages.faqs.title));
    expect(description()).toBe(commonEs.pages.faqs.description);
    await act(() => router.navigate('/entrar'));
    await waitFor(() => expect(document.title).toBe(commonEs.pages.getStarted.title));
  });

  it.each([
    ['EN', 'Forms · Sitio'],
    ['ES', 'Formularios · Sitio'],
  ] as const)("name the dashboard's screen (%s)", async (language, title) => {
    const app = createMemoryApp();
    await seedAccount(app, undefined, { signedIn: true });
    renderApp({ app, path: '/dashboard/forms', language });
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('the not-found page', () => {
  it('is titled so and kept out of search results, until the visitor goes on to a page', async () => {
    const { router } = renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: common.notFound.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(common.pages.notFound.title));
    expect(robots()).toBe('noindex');
    await act(() => router.navigate('/pricing'));
    await waitFor(() => expect(document.title).toBe(common.pages.pricing.title));
    expect(robots()).toBeNull();
  });
});
