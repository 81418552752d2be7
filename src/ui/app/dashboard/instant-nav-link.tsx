import type { MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate, type NavLinkProps } from 'react-router-dom';
import { useNavigationControl } from '../../services/navigation-guard';

/** A click the app follows itself: the main button, no key held for a new tab or window, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (target === null || target === '_self');
}

/**
 * A link of the dashboard's navigation that draws its page in the tap's own task (`flushSync`)
 * instead of as a React transition. Right after the app takes over, the backend's code is
 * evaluated in the next tasks, and a transition waits behind it while the member sees the tap do
 * nothing; a page whose code has not arrived shows its loading state at once instead. Any other
 * click (a new tab, a new window) is left to the browser, as with any link.
 */
export function InstantNavLink({ onClick, ...props }: NavLinkProps & { readonly to: string }) {
  const navigate = useNavigate();
  const { urgently } = useNavigationControl();
  const { pathname, search, hash } = useLocation();
  return (
    <NavLink
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        // As a link does: the page already shown is replaced in the history, not added again.
        urgently(() => void navigate(props.to, { replace: `${pathname}${search}${hash}` === props.to }));
      }}
    />
  );
}
