import { inject, injectable } from 'inversify';
import type { ShareOutcome } from '../core/share/share-outcome';
import { siteUrlFor } from '../core/share/share-outcome';
import { LOGGER, type LoggerPort } from '../ports/logger.port';
import { SHARE, type SharePort } from '../ports/share.port';

export interface ShareSiteInput {
  readonly domain: string;
  /** Title offered to the share sheet (the member's public name). */
  readonly title: string;
}

/**
 * Shares the member's site link (spec section 7 "Sharing"): the Web Share sheet where the
 * device has one, else a copy to the clipboard. Failures, including a dismissed sheet, are
 * logged only (spec section 8).
 */
@injectable()
export class ShareSiteUseCase {
  constructor(
    @inject(SHARE) private readonly share: SharePort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute({ domain, title }: ShareSiteInput): Promise<ShareOutcome> {
    const url = siteUrlFor(domain);
    try {
      if (this.share.canShareNatively()) {
        await this.share.share({ title, url });
        return 'shared';
      }
      await this.share.copyToClipboard(url);
      return 'copied';
    } catch (error) {
      this.logger.error('Share failed', error);
      return 'failed';
    }
  }
}
