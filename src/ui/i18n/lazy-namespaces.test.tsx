import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { dashboard as enDashboard } from './en/dashboard';
import { dashboard as esDashboard } from './es/dashboard';
import { createI18n } from './i18n';
import { loadNamespaces, switchLanguage, withNamespaces } from './lazy-namespaces';

function Title() {
  const { t } = useTranslation('dashboard');
  return <h1>{t('nav.settings')}</h1>;
}

describe('translations of a lazy screen', () => {
  it('load in the language shown only', async () => {
    const i18n = createI18n('ES');
    const loaded = await loadNamespaces('dashboard', 'billing');
    expect(loaded.map(([namespace, language]) => [namespace, language])).toEqual([
      ['dashboard', 'es'],
      ['billing', 'es'],
    ]);
    const Screen = withNamespaces(Title, loaded);
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(esDashboard.nav.settings);
    expect(i18n.hasResourceBundle('en', 'dashboard')).toBe(false);
  });

  it('are fetched in the other language before the switch, so no key is ever shown', async () => {
    const i18n = createI18n('EN');
    const Screen = withNamespaces(Title, await loadNamespaces('dashboard'));
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(enDashboard.nav.settings);
    await act(() => switchLanguage(i18n, 'es'));
    expect(i18n.language).toBe('es');
    expect(screen.getByRole('heading').textContent).toBe(esDashboard.nav.settings);
    // Routes loaded after the switch come in the new language.
    expect((await loadNamespaces('billing'))[0]![1]).toBe('es');
  });

  it('wait for their own language when the language changed while the route loaded', async () => {
    createI18n('EN');
    const loaded = await loadNamespaces('dashboard');
    const i18n = createI18n('ES');
    expect(loaded[0]![1]).toBe('en');
    const Screen = withNamespaces(Title, loaded);
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading')).toHaveProperty('textContent', esDashboard.nav.settings);
  });
});
