import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mobileBottomLinks } from '../../../core/dashboard/dashboard-navigation';
import type { SiteLanguage } from '../../../core/member/member-record';
import { createI18n } from '../../i18n/i18n';
import { resources } from '../../i18n/resources';
import { dashboard as dashboardEn } from '../../i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../i18n/es/dashboard';
import { MobileBottomNav } from './dashboard-nav';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;

/** An Elite administrator's bar: the most links it ever holds. */
const ADMIN_LINKS = mobileBottomLinks({ tier: 'Elite', roles: { isAdmin: true } });
const IDS = ['myWeb', 'websiteStudio', 'users', 'groups', 'forms', 'admin', 'settings'] as const;

function renderBar(language: SiteLanguage, path: string, counts: { formsUnread?: number; portalPending?: number } = {}) {
  render(
    <I18nextProvider i18n={createI18n(language, resources)}>
      <MemoryRouter initialEntries={[path]}>
        <MobileBottomNav links={ADMIN_LINKS} {...counts} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('navigation', { name: TEXT[language].nav.bottomLabel });
}

describe("the phone's bottom bar", () => {
  it('holds all seven links of an Elite administrator', () => {
    expect(ADMIN_LINKS.filter((link) => link.kind !== 'action').map((link) => link.id)).toEqual([...IDS]);
  });

  for (const language of ['EN', 'ES'] as const) {
    const t = TEXT[language];

    it(`shows one short word per link with its icon, and names each link in full (${language})`, () => {
      const bar = renderBar(language, '/dashboard');
      const links = within(bar).getAllByRole('link');
      expect(links).toHaveLength(IDS.length);
      links.forEach((link, index) => {
        const id = IDS[index]!;
        expect(link).toHaveAccessibleName(t.nav[id]);
        expect(link.querySelector('.mobile-bottom-nav__label')).toHaveTextContent(t.nav.bar[id]);
        expect(link.querySelector('svg')).not.toBeNull();
      });
      expect(links[0]).toHaveAttribute('aria-current', 'page');
    });

    it(`keeps each short word on one line and part of the link's full name (${language})`, () => {
      for (const id of IDS) {
        const short = t.nav.bar[id];
        expect(short, id).toMatch(/^\S+$/);
        // Someone who sees "Studio" and says it to their speech software reaches "Website studio".
        expect(t.nav[id].toLocaleLowerCase(), id).toContain(short.toLocaleLowerCase());
      }
    });
  }

  it('marks the page the member is on, a studio section counting as the studio', () => {
    const bar = renderBar('ES', '/dashboard/website-studio/hours');
    expect(within(bar).getByRole('link', { name: dashboardEs.nav.websiteStudio })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('keeps the counts of Users Portal and Forms, visible and in the link names', () => {
    const bar = renderBar('EN', '/dashboard', { formsUnread: 3, portalPending: 120 });
    const users = within(bar).getByRole('link', { name: /^Users Portal/ });
    const forms = within(bar).getByRole('link', { name: /^Forms/ });
    expect(users).toHaveAccessibleName(/^Users Portal\s*120 awaiting approval$/);
    expect(forms).toHaveAccessibleName(/^Forms\s*3 unread$/);
    expect(users.querySelector('.nav-badge')).toHaveTextContent('99+');
    expect(forms.querySelector('.nav-badge')).toHaveTextContent('3');
  });
});
