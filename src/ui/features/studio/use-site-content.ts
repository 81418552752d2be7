import { startTransition, useEffect, useState } from 'react';
import type { SiteContent } from '../../../core/site/site-content';
import type { BackendServices } from '../../services/app-services';

/**
 * The member's site content, live: null until the backend's first answer. A new version (each
 * save comes back this way) is drawn in a transition, in slices that leave the page responsive.
 */
export function useSiteContent(backend: BackendServices, memberId: string): SiteContent | null {
  const [content, setContent] = useState<SiteContent | null>(null);
  useEffect(() => backend.useCases.watchSiteContent.execute(memberId, (next) => startTransition(() => setContent(next))), [backend, memberId]);
  return content;
}
