import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { TopNavLinkId, TopNavigation } from '../../../core/dashboard/top-navigation';
import { LanguageSwitch } from '../../components/language-switch';
import { useLocalizedPath } from '../../services/use-localized-path';
import { GetStartedLink } from './get-started-link';

function useLinkLabel(): (id: TopNavLinkId) => string {
  const { t } = useTranslation();
  return (id) => {
    switch (id) {
      case 'home':
        return t('nav.home');
      case 'examples':
        return t('nav.examples');
      case 'pricing':
        return t('nav.pricing');
      case 'contact':
        return t('nav.contact');
      case 'faqs':
        return t('nav.faqs');
      case 'getStarted':
        return t('nav.getStarted');
      case 'dashboard':
        return t('nav.dashboard');
    }
  };
}

/** Whether the collapsed menu is open. Owned by the page frame, so it survives the header moving
 * from the prerendered variants to the app's own. */
export interface TopNavMenu {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
}

/** Closes the menu on another page (also via back/forward) or when the window widens. */
export function useTopNavMenu(pathname: string, collapsed: boolean): TopNavMenu {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname, collapsed]);
  return { open, setOpen };
}

/** The site header: the core decides which links, whether it shows and when it collapses. */
export function TopNav({ navigation, menu }: { readonly navigation: TopNavigation; readonly menu: TopNavMenu }) {
  const { t } = useTranslation();
  const label = useLinkLabel();
  const localized = useLocalizedPath();
  const { open, setOpen } = menu;
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!navigation.visible) return null;

  const cta = navigation.variant === 'public' ? navigation.cta : null;
  const links = (
    <ul className="topnav__links">
      {navigation.links.map((link) => (
        <li key={link.id}>
          <NavLink to={localized(link.to)} end={link.to === ROUTES.home} className="topnav__link" onClick={() => setOpen(false)}>
            {label(link.id)}
          </NavLink>
        </li>
      ))}
      {cta ? (
        <li>
          <GetStartedLink className="button topnav__cta" text={label(cta.id)} onClick={() => setOpen(false)} />
        </li>
      ) : null}
    </ul>
  );

  return (
    <header className={`topnav${navigation.collapsed ? ' topnav--collapsed' : ''}`}>
      <div className="topnav__bar">
        <Link to={localized(ROUTES.home)} className="topnav__brand">
          <span className="topnav__logo" aria-hidden="true">
            S
          </span>
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.main')} className="topnav__nav">
          {navigation.collapsed ? (
            <>
              <button
                ref={buttonRef}
                type="button"
                className="topnav__menu-button"
                aria-expanded={open}
                aria-controls={menuId}
                // Where no script of the app runs (pages served as files), a small one swaps the label.
                data-label-open={t('nav.closeMenu')}
                data-label-closed={t('nav.menu')}
                onClick={() => setOpen(!open)}
              >
                <span className="topnav__burger" aria-hidden="true" />
                {open ? t('nav.closeMenu') : t('nav.menu')}
              </button>
              <div id={menuId} className="topnav__panel" hidden={!open}>
                {links}
                <LanguageSwitch />
              </div>
            </>
          ) : (
            links
          )}
        </nav>
        {navigation.collapsed ? null : <LanguageSwitch />}
      </div>
    </header>
  );
}
