import type { DashboardLinkId } from '../../../core/dashboard/dashboard-navigation';

/** Simple line icons; decorative, the label always sits beside or inside the control. */
const PATHS: Record<DashboardLinkId, string> = {
  myWeb: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  websiteStudio: 'M4 4h16v12H4zM8 20h8M12 16v4',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-5-6',
  groups: 'M4 6h16M4 12h16M4 18h10',
  forms: 'M6 3h9l5 5v13H6zM9 12h8M9 16h8',
  bookings: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  notifications: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 21h4',
  share: 'M4 12v7h16v-7M12 3v12M7 8l5-5 5 5',
  admin: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6A7 7 0 0 0 5 12c0 .4 0 .8.1 1.2l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
};

export function NavIcon({ id }: { readonly id: DashboardLinkId }) {
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[id]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
