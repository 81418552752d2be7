import { ContainerModule } from 'inversify';
import { CancelSubscriptionUseCase } from './admin/cancel-subscription.use-case';
import { ExportMemberUseCase } from './admin/export-member.use-case';
import { FindMemberUseCase } from './admin/find-member.use-case';
import { GrantSubscriptionUseCase } from './admin/grant-subscription.use-case';
import { ListSubscriptionsUseCase } from './admin/list-subscriptions.use-case';
import { SetMemberRoleUseCase } from './admin/set-member-role.use-case';
import { ShowMemberUseCase } from './admin/show-member.use-case';
import { ListMemberBookingsUseCase } from './bookings/list-member-bookings.use-case';
import { ListInquiriesUseCase, ShowInquiryUseCase } from './inquiries/manage-inquiries.use-case';

/** The use-cases only the admin CLI drives (subscriptions, roles, exports, inquiry details, members' bookings). */
export function adminToolUseCasesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CancelSubscriptionUseCase).toSelf();
    bind(ExportMemberUseCase).toSelf();
    bind(FindMemberUseCase).toSelf();
    bind(GrantSubscriptionUseCase).toSelf();
    bind(ListSubscriptionsUseCase).toSelf();
    bind(SetMemberRoleUseCase).toSelf();
    bind(ShowMemberUseCase).toSelf();
    bind(ListInquiriesUseCase).toSelf();
    bind(ShowInquiryUseCase).toSelf();
    bind(ListMemberBookingsUseCase).toSelf();
  });
}
