import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectAuthStatus } from '../../../core/auth/auth-session.machine';
import { topNavigation } from '../../../core/dashboard/top-navigation';
import type { SessionActor } from '../../services/app-services';
import { useShell } from '../../services/services-context';
import { TopNav, type TopNavMenu } from './top-nav';

export interface MemberAwareTopNavProps {
  readonly session: SessionActor;
  /** Whether this device showed a member's dashboard last: the guess until the session is known. */
  readonly hinted: boolean;
  readonly path: string;
  readonly width: number;
  readonly menu: TopNavMenu;
}

/**
 * The header once the session is known: members get their variant. Loaded with the backend, so
 * the session machine and XState stay out of the first chunk of the public pages.
 */
export function MemberAwareTopNav({ session, hinted, path, width, menu }: MemberAwareTopNavProps) {
  const status = useSelector(session, selectAuthStatus);
  const { dashboardSnapshot } = useShell();
  useEffect(() => {
    // Signed out elsewhere (another tab, an expired session): the guess must not outlive it.
    if (status === 'signedOut') dashboardSnapshot.clear();
  }, [status, dashboardSnapshot]);
  const signedIn = status === 'signedIn' || (status === 'unknown' && hinted);
  return <TopNav navigation={topNavigation({ signedIn, path, width })} menu={menu} />;
}
