/** At this width or less the dashboard uses the mobile bars instead of the sidebar. */
export const MOBILE_BREAKPOINT_PX = 800;
/** At this width or less the public top navigation collapses. */
export const NAV_COLLAPSE_PX = 980;
export const SIDEBAR_WIDTH_PX = 210;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_POSITION = 'bottom-left';
export const MODAL_ANIMATION_MS = 300;

export function isMobileViewport(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}

export function isNavCollapsed(width: number): boolean {
  return width <= NAV_COLLAPSE_PX;
}
