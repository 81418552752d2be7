import type { ShareOutcome } from '../core/share/share-outcome';
import { siteUrlFor } from '../core/share/share-outcome';
import type { LoggerPort } from '../ports/logger.port';
import type { SharePort } from '../ports/share.port';

export interface ShareSiteInput {
  readonly domain: string;
  /** Title offered to the share sheet (the member's public name). */
  readonly title: string;
}

/**
 * Shares the member's site link (spec section 7 "Sharing"): the Web Share sheet where the
 * device has one, else a copy to the clipboard. Failures, including a dismissed sheet, are
 * logged only (spec section 8). A plain function as well as ShareSiteUseCase, because the
 * dashboard drawn from the device's snapshot shares before any container exists.
 */
export async function shareSiteLink(share: SharePort, logger: LoggerPort, { domain, title }: ShareSiteInput): Promise<ShareOutcome> {
  const url = siteUrlFor(domain);
  try {
    if (share.canShareNatively()) {
      await share.share({ title, url });
      return 'shared';
    }
    await share.copyToClipboard(url);
    return 'copied';
  } catch (error) {
    logger.error('Share failed', error);
    return 'failed';
  }
}
