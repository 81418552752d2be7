import { isHexColor } from '../validation/safe-values';

/** What the dashboard paints when a member's stored colour is missing or unusable. */
export const FALLBACK_THEME_COLOR = '#ffffff';

/** The member's theme colour if it is a plain '#rrggbb', else the fallback (never raw CSS). */
export function themeColorOf(member: { readonly themeColor?: unknown } | null): string {
  const color = member?.themeColor;
  return isHexColor(color) ? color : FALLBACK_THEME_COLOR;
}
