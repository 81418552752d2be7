import type { Container } from 'inversify';
import { ExtendTrialUseCase } from '../../../use-cases/admin/extend-trial.use-case';
import { FixMemberStatusUseCase } from '../../../use-cases/admin/fix-member-status.use-case';
import { ListMembersUseCase } from '../../../use-cases/admin/list-members.use-case';
import { SendMessageUseCase } from '../../../use-cases/admin/send-message.use-case';
import { SetPublishedUseCase } from '../../../use-cases/admin/set-published.use-case';
import { SetSuspensionUseCase } from '../../../use-cases/admin/set-suspension.use-case';
import { adminPageUseCasesModule } from '../../../use-cases/admin-page-use-cases.module';
import { SetInquiryStatusUseCase, WatchInquiriesUseCase } from '../../../use-cases/inquiries/manage-inquiries.use-case';
import { SpeedReportUseCase } from '../../../use-cases/speed/speed-report.use-case';
import type { AdminUseCases } from '../../services/use-cases';

/** The admin page's use-cases, bound into the web app's container the first time an admin opens it. */
export function adminPageUseCases(container: Container): AdminUseCases {
  if (!container.isBound(ListMembersUseCase)) container.load(adminPageUseCasesModule());
  return {
    listMembers: container.get(ListMembersUseCase),
    fixMemberStatus: container.get(FixMemberStatusUseCase),
    extendTrial: container.get(ExtendTrialUseCase),
    setPublished: container.get(SetPublishedUseCase),
    setSuspension: container.get(SetSuspensionUseCase),
    sendMessage: container.get(SendMessageUseCase),
    watchInquiries: container.get(WatchInquiriesUseCase),
    setInquiryStatus: container.get(SetInquiryStatusUseCase),
    speedReport: container.get(SpeedReportUseCase),
  };
}
