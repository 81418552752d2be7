import type { StudioSection } from '../core/plans/plan-gates';
import type { SectionContentMap, SiteContent, SiteLayout } from '../core/site/site-content';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/** The member's own site content, as the website studio edits it. */
export interface SiteContentPort {
  /**
   * Saves one section (already validated by the core's validateSection). The name and styles
   * sections also update the member record and the public projection in the same write, so
   * the header of the public site never disagrees with the record.
   */
  saveSection<S extends StudioSection>(memberId: string, section: S, content: SectionContentMap[S]): Promise<void>;
  /** Section order and hidden flags. */
  saveLayout(memberId: string, layout: SiteLayout): Promise<void>;
  /** Calls back with the whole content at once, then on every change. */
  watchSiteContent(memberId: string, listener: (content: SiteContent) => void): Unsubscribe;
}

export const SITE_CONTENT: PortToken<SiteContentPort> = portToken<SiteContentPort>('SiteContentPort');
