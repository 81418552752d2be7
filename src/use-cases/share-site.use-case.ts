import { inject, injectable } from 'inversify';
import type { ShareOutcome } from '../core/share/share-outcome';
import { LOGGER, type LoggerPort } from '../ports/logger.port';
import { SHARE, type SharePort } from '../ports/share.port';
import { shareSiteLink, type ShareSiteInput } from './share-site';

export type { ShareSiteInput };

/** The container's handle on shareSiteLink (share-site.ts), for the dashboard's use-case set. */
@injectable()
export class ShareSiteUseCase {
  constructor(
    @inject(SHARE) private readonly share: SharePort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  execute(input: ShareSiteInput): Promise<ShareOutcome> {
    return shareSiteLink(this.share, this.logger, input);
  }
}
