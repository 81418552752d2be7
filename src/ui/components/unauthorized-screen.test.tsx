import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { UnauthorizedScreen } from './unauthorized-screen';

describe('UnauthorizedScreen', () => {
  it('shows the spec text in Spanish with a button to the home page', () => {
    render(
      <I18nextProvider i18n={createI18n('ES')}>
        <MemoryRouter>
          <UnauthorizedScreen />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No autorizado' })).toBeInTheDocument();
    expect(screen.getByText('Parece que no tienes los permisos necesarios para acceder a esta sección.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('has an English version', () => {
    render(
      <I18nextProvider i18n={createI18n('EN')}>
        <MemoryRouter>
          <UnauthorizedScreen />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});
