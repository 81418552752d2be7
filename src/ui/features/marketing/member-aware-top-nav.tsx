import { useSelector } from '@xstate/react';
import { selectAuthStatus } from '../../../core/auth/auth-session.machine';
import { topNavigation } from '../../../core/dashboard/top-navigation';
import type { SessionActor } from '../../services/app-services';
import { TopNav, type TopNavMenu } from './top-nav';

/**
 * The header once the session is known: members get their variant. Loaded with the backend, so
 * the session machine and XState stay out of the first chunk of the public pages.
 */
export function MemberAwareTopNav({ session, path, width, menu }: { readonly session: SessionActor; readonly path: string; readonly width: number; readonly menu: TopNavMenu }) {
  const signedIn = useSelector(session, selectAuthStatus) === 'signedIn';
  return <TopNav navigation={topNavigation({ signedIn, path, width })} menu={menu} />;
}
