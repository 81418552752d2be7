import type { StudioSection } from '../../core/plans/plan-gates';
import type { SectionContentMap, SiteLayout } from '../../core/site/site-content';
import { SITE_LAYOUT_DOC, normalizeSiteContent } from '../../core/site/site-content';
import type { SiteContent } from '../../core/site/site-content';
import { memberFieldsOfSection } from '../../core/site/site-projection';
import type { Unsubscribe } from '../../ports/port-token';
import type { SiteContentPort } from '../../ports/site-content.port';
import type { MemoryDatabase } from './memory-database';
import { memberPath } from './member-paths.memory';
import { PUBLIC_SITES_COLLECTION, siteCollection } from './public-sites.memory';

export class MemorySiteContent implements SiteContentPort {
  constructor(private readonly db: MemoryDatabase) {}

  async saveSection<S extends StudioSection>(memberId: string, section: S, content: SectionContentMap[S]): Promise<void> {
    this.db.checkWritable();
    const fields = memberFieldsOfSection(section, content);
    this.db.runBatch(() => {
      this.db.setDocument([...siteCollection(memberId), section], structuredClone(content) as unknown as Record<string, unknown>);
      if (fields === null) return;
      const member = this.db.getDocument(memberPath(memberId));
      this.db.setDocument(memberPath(memberId), fields, { merge: true });
      const username = member?.username;
      if (typeof username === 'string' && this.db.getDocument([PUBLIC_SITES_COLLECTION, username]) !== null) {
        this.db.setDocument([PUBLIC_SITES_COLLECTION, username], fields, { merge: true });
      }
    });
  }

  async saveLayout(memberId: string, layout: SiteLayout): Promise<void> {
    this.db.checkWritable();
    this.db.setDocument([...siteCollection(memberId), SITE_LAYOUT_DOC], { order: [...layout.order], hidden: [...layout.hidden] });
  }

  watchSiteContent(memberId: string, listener: (content: SiteContent) => void): Unsubscribe {
    return this.db.watchCollection(
      siteCollection(memberId),
      (documents) => normalizeSiteContent(Object.fromEntries(documents.map((d) => [d.id, d.data]))),
      listener,
    );
  }
}
