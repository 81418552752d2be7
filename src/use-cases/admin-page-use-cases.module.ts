import { ContainerModule } from 'inversify';
import { ExtendTrialUseCase } from './admin/extend-trial.use-case';
import { FixMemberStatusUseCase } from './admin/fix-member-status.use-case';
import { ListMembersUseCase } from './admin/list-members.use-case';
import { SendMessageUseCase } from './admin/send-message.use-case';
import { SetPublishedUseCase } from './admin/set-published.use-case';
import { SetSuspensionUseCase } from './admin/set-suspension.use-case';
import { SetInquiryStatusUseCase, WatchInquiriesUseCase } from './inquiries/manage-inquiries.use-case';
import { SpeedReportUseCase } from './speed/speed-report.use-case';

/**
 * The admin page's use-cases (members, inquiries, the speed report), bound apart from the web
 * app's others: the web app loads this module only when an admin opens the admin page, so a
 * member's phone never downloads them.
 */
export function adminPageUseCasesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ListMembersUseCase).toSelf();
    bind(FixMemberStatusUseCase).toSelf();
    bind(ExtendTrialUseCase).toSelf();
    bind(SetPublishedUseCase).toSelf();
    bind(SetSuspensionUseCase).toSelf();
    bind(SendMessageUseCase).toSelf();
    bind(WatchInquiriesUseCase).toSelf();
    bind(SetInquiryStatusUseCase).toSelf();
    bind(SpeedReportUseCase).toSelf();
  });
}
