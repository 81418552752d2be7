import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { DashboardLink, DashboardLinkId } from '../../../core/dashboard/dashboard-navigation';
import { MOBILE_TOP_BAR, PROFILE_BUTTON_TARGET } from '../../../core/dashboard/dashboard-navigation';
import { ROUTES, isPathUnder } from '../../../core/dashboard/route-paths';
import { useDashboardLabels } from '../../services/dashboard-labels';
import { InstantNavLink } from './instant-nav-link';
import { NavIcon } from './nav-icon';
import { LanguageSwitch } from '../../components/language-switch';
import { SignOutButton } from '../../components/sign-out-button';

/** A count beside a link; `pending` counts customers awaiting approval, `awaiting` booking requests, rather than unread items. */
function UnreadBadge({ count, pending = false, awaiting = false }: { readonly count: number | undefined; readonly pending?: boolean; readonly awaiting?: boolean }) {
  const { t } = useTranslation('dashboard');
  if (count === undefined || count <= 0) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{awaiting ? t('nav.awaiting', { count }) : pending ? t('nav.pending', { count }) : t('nav.unread', { count })}</span>
    </>
  );
}

/** The badge the core gives a plain link, with its count. */
function LinkBadgeOf({ link, unreadCount, formsUnread, portalPending, bookingsAwaiting }: { readonly link: Extract<DashboardLink, { kind: 'link' }> } & NavCounts) {
  switch (link.badge) {
    case null:
      return null;
    case 'pending':
      return <UnreadBadge count={portalPending} pending />;
    case 'unread':
      return <UnreadBadge count={unreadCount} />;
    case 'forms':
      return <UnreadBadge count={formsUnread} />;
    case 'bookings':
      return <UnreadBadge count={bookingsAwaiting} awaiting />;
  }
}

interface NavCounts {
  readonly unreadCount: number;
  /** Unread form submissions, for the Forms link; unknown in the snapshot dashboard. */
  readonly formsUnread?: number;
  /** Customers awaiting approval, for the Users Portal link; unknown in the snapshot dashboard. */
  readonly portalPending?: number;
  /** Booking requests awaiting an answer, for the Bookings link; unknown in the snapshot dashboard. */
  readonly bookingsAwaiting?: number;
}

interface NavListProps extends NavCounts {
  readonly links: readonly DashboardLink[];
  readonly onShare: () => void;
}

function StudioGroup({ link }: { readonly link: Extract<DashboardLink, { kind: 'group' }> }) {
  const { t } = useTranslation('dashboard');
  const labels = useDashboardLabels();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isPathUnder(pathname, ROUTES.websiteStudio));
  return (
    <li className="nav-group">
      <div className="nav-group__head">
        <InstantNavLink className="nav-link" to={link.to} end>
          <NavIcon id="websiteStudio" />
          <span>{labels.link('websiteStudio')}</span>
        </InstantNavLink>
        <button
          type="button"
          className="nav-group__toggle"
          aria-expanded={open}
          aria-controls="studio-sections"
          aria-label={t('nav.showSections')}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </div>
      <ul id="studio-sections" className="nav-group__children" hidden={!open}>
        {link.children.map((child) => (
          <li key={child.section}>
            <InstantNavLink className="nav-link nav-link--child" to={child.to}>
              {labels.section(child.section)}
            </InstantNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function NavList({ links, unreadCount, formsUnread, portalPending, bookingsAwaiting, onShare }: NavListProps) {
  const labels = useDashboardLabels();
  return (
    <ul className="nav-list">
      {links.map((link) => {
        if (link.kind === 'group') return <StudioGroup key={link.id} link={link} />;
        if (link.kind === 'action') {
          return (
            <li key={link.id}>
              <button type="button" className="nav-link nav-link--action" onClick={onShare}>
                <NavIcon id="share" />
                <span>{labels.link('share')}</span>
              </button>
            </li>
          );
        }
        return (
          <li key={link.id}>
            <InstantNavLink className="nav-link" to={link.to} end={link.to === ROUTES.dashboard}>
              <NavIcon id={link.id} />
              <span>{labels.link(link.id)}</span>
              <LinkBadgeOf link={link} unreadCount={unreadCount} formsUnread={formsUnread} portalPending={portalPending} bookingsAwaiting={bookingsAwaiting} />
            </InstantNavLink>
          </li>
        );
      })}
    </ul>
  );
}

export interface SidebarProps extends NavListProps {
  readonly pictureUrl: string;
}

/** Desktop navigation (wider than 800 px), 210 px wide. */
export function Sidebar({ pictureUrl, ...list }: SidebarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <aside className="sidebar">
      <Link className="sidebar__profile" to={PROFILE_BUTTON_TARGET}>
        <img src={pictureUrl} alt={t('nav.profile')} width="40" height="40" />
      </Link>
      <nav aria-label={t('nav.label')}>
        <NavList {...list} />
      </nav>
      <div className="sidebar__account">
        <SignOutButton className="nav-link" />
        <LanguageSwitch className="sidebar__language" />
      </div>
    </aside>
  );
}

/**
 * Mobile top bar (800 px or less): the logo home, the Bookings calendar with its requests (plans
 * that book; `bookingsAwaiting` null hides it), and the notifications bell with its badge.
 */
export function MobileTopBar({ unreadCount, bookingsAwaiting = null }: { readonly unreadCount: number; readonly bookingsAwaiting?: number | null }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  return (
    <header className="mobile-top-bar">
      <Link className="mobile-top-bar__logo" to={MOBILE_TOP_BAR.logo.to} aria-label={t('nav.logo', { brand: tc('brand') })}>
        {tc('brand')}
      </Link>
      <div className="mobile-top-bar__end">
        <LanguageSwitch />
        {bookingsAwaiting !== null && (
          <InstantNavLink className="mobile-top-bar__bell" to={MOBILE_TOP_BAR.bookings.to}>
            <NavIcon id="bookings" />
            <span className="visually-hidden">{t('nav.bookings')}</span>
            <UnreadBadge count={bookingsAwaiting} awaiting />
          </InstantNavLink>
        )}
        <InstantNavLink className="mobile-top-bar__bell" to={MOBILE_TOP_BAR.notifications.to}>
          <NavIcon id="notifications" />
          <span className="visually-hidden">{t('nav.notifications')}</span>
          <UnreadBadge count={unreadCount} />
        </InstantNavLink>
        <SignOutButton compact />
      </div>
    </header>
  );
}

/**
 * The label a link shows in the phone's bottom bar, where up to seven links (an Elite
 * administrator's) share a 320 px screen: one short word. The link's name stays the full one.
 */
function useBottomBarLabel(): (id: DashboardLinkId) => string {
  const { t } = useTranslation('dashboard');
  const labels = useDashboardLabels();
  return (id) => {
    switch (id) {
      case 'myWeb':
        return t('nav.bar.myWeb');
      case 'websiteStudio':
        return t('nav.bar.websiteStudio');
      case 'users':
        return t('nav.bar.users');
      case 'groups':
        return t('nav.bar.groups');
      case 'forms':
        return t('nav.bar.forms');
      case 'admin':
        return t('nav.bar.admin');
      case 'settings':
        return t('nav.bar.settings');
      // Never in the bottom bar: notifications and bookings live in the top bar, Share in the sidebar.
      case 'bookings':
      case 'notifications':
      case 'share':
        return labels.link(id);
    }
  };
}

/** The bottom bar's label: the short word on screen, the full name for assistive technology. */
function BottomBarLabel({ id }: { readonly id: DashboardLinkId }) {
  const labels = useDashboardLabels();
  const barLabel = useBottomBarLabel();
  const full = labels.link(id);
  const short = barLabel(id);
  if (short === full) return <span className="mobile-bottom-nav__label">{full}</span>;
  return (
    <>
      <span className="mobile-bottom-nav__label" aria-hidden="true">
        {short}
      </span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}

/** Mobile bottom navigation, with the same gates as the sidebar; every link fits on screen. */
export function MobileBottomNav({ links, formsUnread, portalPending }: { readonly links: readonly DashboardLink[]; readonly formsUnread?: number; readonly portalPending?: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <nav className="mobile-bottom-nav" aria-label={t('nav.bottomLabel')}>
      <ul>
        {links.map((link) =>
          link.kind === 'action' ? null : (
            <li key={link.id}>
              <InstantNavLink className="mobile-bottom-nav__link" to={link.to} end={link.to === ROUTES.dashboard}>
                <NavIcon id={link.id} />
                <BottomBarLabel id={link.id} />
                {link.kind === 'link' && (link.badge === 'forms' || link.badge === 'pending') && <LinkBadgeOf link={link} unreadCount={0} formsUnread={formsUnread} portalPending={portalPending} />}
              </InstantNavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
