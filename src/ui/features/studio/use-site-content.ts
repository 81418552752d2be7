import { useEffect, useState } from 'react';
import type { SiteContent } from '../../../core/site/site-content';
import type { BackendServices } from '../../services/app-services';

/** The member's site content, live: null until the backend's first answer. */
export function useSiteContent(backend: BackendServices, memberId: string): SiteContent | null {
  const [content, setContent] = useState<SiteContent | null>(null);
  useEffect(() => backend.siteContent.watchSiteContent(memberId, setContent), [backend, memberId]);
  return content;
}
