import type { SiteLayout } from './site-content';

/**
 * The layout document as stored: its marks only while there are any. Apart from site-content.ts
 * so the adapters that write it do not load the section catalogue with it.
 */
export function storedLayout(layout: SiteLayout): Record<string, unknown> {
  const stored = { order: [...layout.order], hidden: [...layout.hidden] };
  return layout.toConfirm !== undefined && Object.keys(layout.toConfirm).length > 0 ? { ...stored, toConfirm: { ...layout.toConfirm } } : stored;
}
