import { inject, injectable } from 'inversify';
import type { Inquiry } from '../../core/inquiries/inquiry';
import { inquiryAlert } from '../../core/inquiries/inquiry-alert';
import type { MemberRecord } from '../../core/member/member-record';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../ports/app-config.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { MEMBER_DIRECTORY, type MemberDirectoryPort } from '../../ports/member-directory.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { NotifyMemberUseCase } from '../notifications/notify-member.use-case';

export interface AdminAlertOutcome {
  readonly notified: readonly string[];
  readonly failed: readonly string[];
}

/**
 * Tells every administrator about a new inquiry, each in the language of their record: the
 * members with `admin: true` and the deployment's configured admin ids. One administrator's
 * failure does not keep the others from being told; it is logged and reported.
 */
@injectable()
export class AlertAdminsOfInquiryUseCase {
  constructor(
    @inject(MEMBER_DIRECTORY) private readonly directory: MemberDirectoryPort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(NotifyMemberUseCase) private readonly notify: NotifyMemberUseCase,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute(inquiry: Inquiry): Promise<AdminAlertOutcome> {
    const admins = await this.admins();
    const notified: string[] = [];
    const failed: string[] = [];
    await Promise.all(
      admins.map(async (admin) => {
        try {
          await this.notify.execute(admin.id, inquiryAlert(inquiry, admin.siteLanguage));
          notified.push(admin.id);
        } catch (error) {
          this.logger.error(`could not alert admin ${admin.id} of inquiry ${inquiry.id}`, error);
          failed.push(admin.id);
        }
      }),
    );
    return { notified: notified.sort(), failed: failed.sort() };
  }

  private async admins(): Promise<Array<Pick<MemberRecord, 'id' | 'siteLanguage'>>> {
    const flagged = await this.directory.listAdmins();
    const byId = new Map<string, Pick<MemberRecord, 'id' | 'siteLanguage'>>(flagged.map((member) => [member.id, member]));
    for (const id of this.config.adminIds) {
      if (byId.has(id)) continue;
      const record = await this.records.get(id).catch(() => null);
      // A configured admin without a record has no inbox to read the notification in yet.
      if (record !== null) byId.set(id, record);
    }
    return [...byId.values()];
  }
}
