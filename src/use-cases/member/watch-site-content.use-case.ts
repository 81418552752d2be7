import { inject, injectable } from 'inversify';
import type { SiteContent } from '../../core/site/site-content';
import type { Unsubscribe } from '../../ports/port-token';
import { SITE_CONTENT, type SiteContentPort } from '../../ports/site-content.port';

/** The member's site content as it changes: the studio, the form builder and the draft checklist. */
@injectable()
export class WatchSiteContentUseCase {
  constructor(@inject(SITE_CONTENT) private readonly siteContent: SiteContentPort) {}

  execute(memberId: string, listener: (content: SiteContent) => void): Unsubscribe {
    return this.siteContent.watchSiteContent(memberId, listener);
  }
}
