import type { Container } from 'inversify';
import { CancelSubscriptionUseCase } from '../use-cases/admin/cancel-subscription.use-case';
import { ExportMemberUseCase } from '../use-cases/admin/export-member.use-case';
import { ExtendTrialUseCase } from '../use-cases/admin/extend-trial.use-case';
import { FindMemberUseCase } from '../use-cases/admin/find-member.use-case';
import { FixAllMemberStatusesUseCase } from '../use-cases/admin/fix-all-member-statuses.use-case';
import { FixMemberStatusUseCase } from '../use-cases/admin/fix-member-status.use-case';
import { GrantSubscriptionUseCase } from '../use-cases/admin/grant-subscription.use-case';
import { ListMembersUseCase } from '../use-cases/admin/list-members.use-case';
import { ListSubscriptionsUseCase } from '../use-cases/admin/list-subscriptions.use-case';
import { SendMessageUseCase } from '../use-cases/admin/send-message.use-case';
import { SetMemberRoleUseCase } from '../use-cases/admin/set-member-role.use-case';
import { SetPublishedUseCase } from '../use-cases/admin/set-published.use-case';
import { ShowMemberUseCase } from '../use-cases/admin/show-member.use-case';
import { ListInquiriesUseCase, SetInquiryStatusUseCase, ShowInquiryUseCase } from '../use-cases/inquiries/manage-inquiries.use-case';

/** The use-cases the CLI drives, bound on a container whose ports are already bound (admin SDK or memory). */
export function bindAdminUseCases(container: Container): void {
  if (!container.isBound(FindMemberUseCase)) container.bind(FindMemberUseCase).toSelf();
  if (!container.isBound(ShowMemberUseCase)) container.bind(ShowMemberUseCase).toSelf();
  if (!container.isBound(ExportMemberUseCase)) container.bind(ExportMemberUseCase).toSelf();
  if (!container.isBound(ListMembersUseCase)) container.bind(ListMembersUseCase).toSelf();
  if (!container.isBound(FixMemberStatusUseCase)) container.bind(FixMemberStatusUseCase).toSelf();
  if (!container.isBound(FixAllMemberStatusesUseCase)) container.bind(FixAllMemberStatusesUseCase).toSelf();
  if (!container.isBound(SetMemberRoleUseCase)) container.bind(SetMemberRoleUseCase).toSelf();
  if (!container.isBound(ExtendTrialUseCase)) container.bind(ExtendTrialUseCase).toSelf();
  if (!container.isBound(SetPublishedUseCase)) container.bind(SetPublishedUseCase).toSelf();
  if (!container.isBound(ListSubscriptionsUseCase)) container.bind(ListSubscriptionsUseCase).toSelf();
  if (!container.isBound(GrantSubscriptionUseCase)) container.bind(GrantSubscriptionUseCase).toSelf();
  if (!container.isBound(CancelSubscriptionUseCase)) container.bind(CancelSubscriptionUseCase).toSelf();
  if (!container.isBound(SendMessageUseCase)) container.bind(SendMessageUseCase).toSelf();
  if (!container.isBound(ListInquiriesUseCase)) container.bind(ListInquiriesUseCase).toSelf();
  if (!container.isBound(ShowInquiryUseCase)) container.bind(ShowInquiryUseCase).toSelf();
  if (!container.isBound(SetInquiryStatusUseCase)) container.bind(SetInquiryStatusUseCase).toSelf();
}
