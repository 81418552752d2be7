import type { Container } from 'inversify';
import { CancelSubscriptionUseCase } from '../use-cases/admin/cancel-subscription.use-case';
import { ExportMemberUseCase } from '../use-cases/admin/export-member.use-case';
import { ExtendTrialUseCase } from '../use-cases/admin/extend-trial.use-case';
import { FindMemberUseCase } from '../use-cases/admin/find-member.use-case';
import { FixMemberStatusUseCase } from '../use-cases/admin/fix-member-status.use-case';
import { GrantSubscriptionUseCase } from '../use-cases/admin/grant-subscription.use-case';
import { ListMembersUseCase } from '../use-cases/admin/list-members.use-case';
import { ListSubscriptionsUseCase } from '../use-cases/admin/list-subscriptions.use-case';
import { SendMessageUseCase } from '../use-cases/admin/send-message.use-case';
import { SetMemberRoleUseCase } from '../use-cases/admin/set-member-role.use-case';
import { SetPublishedUseCase } from '../use-cases/admin/set-published.use-case';
import { SetSuspensionUseCase } from '../use-cases/admin/set-suspension.use-case';
import { ShowMemberUseCase } from '../use-cases/admin/show-member.use-case';
import { ListInquiriesUseCase, SetInquiryStatusUseCase, ShowInquiryUseCase } from '../use-cases/inquiries/manage-inquiries.use-case';
import { ListMemberBookingsUseCase } from '../use-cases/bookings/list-member-bookings.use-case';
import { allUseCasesModules } from '../use-cases/use-cases.module';
import { ShowSiteResultsUseCase } from '../use-cases/results/show-site-results.use-case';
import { SpeedReportUseCase } from '../use-cases/speed/speed-report.use-case';

/** What the CLI's commands can do: the use-cases, typed, and nothing else of the container. */
export interface CliUseCases {
  readonly findMember: FindMemberUseCase;
  readonly showMember: ShowMemberUseCase;
  readonly exportMember: ExportMemberUseCase;
  readonly listMembers: ListMembersUseCase;
  readonly fixMemberStatus: FixMemberStatusUseCase;
  readonly setMemberRole: SetMemberRoleUseCase;
  readonly extendTrial: ExtendTrialUseCase;
  readonly setPublished: SetPublishedUseCase;
  readonly setSuspension: SetSuspensionUseCase;
  readonly listSubscriptions: ListSubscriptionsUseCase;
  readonly grantSubscription: GrantSubscriptionUseCase;
  readonly cancelSubscription: CancelSubscriptionUseCase;
  readonly sendMessage: SendMessageUseCase;
  readonly listInquiries: ListInquiriesUseCase;
  readonly showInquiry: ShowInquiryUseCase;
  readonly setInquiryStatus: SetInquiryStatusUseCase;
  readonly speedReport: SpeedReportUseCase;
  readonly siteResults: ShowSiteResultsUseCase;
  readonly listMemberBookings: ListMemberBookingsUseCase;
}

/**
 * Loads the use-case registration the web app loads too onto a container whose ports are bound
 * (the admin SDK's, or memory in tests), and resolves the CLI's set once.
 */
export function cliUseCasesOf(container: Container): CliUseCases {
  container.load(...allUseCasesModules());
  return {
    findMember: container.get(FindMemberUseCase),
    showMember: container.get(ShowMemberUseCase),
    exportMember: container.get(ExportMemberUseCase),
    listMembers: container.get(ListMembersUseCase),
    fixMemberStatus: container.get(FixMemberStatusUseCase),
    setMemberRole: container.get(SetMemberRoleUseCase),
    extendTrial: container.get(ExtendTrialUseCase),
    setPublished: container.get(SetPublishedUseCase),
    setSuspension: container.get(SetSuspensionUseCase),
    listSubscriptions: container.get(ListSubscriptionsUseCase),
    grantSubscription: container.get(GrantSubscriptionUseCase),
    cancelSubscription: container.get(CancelSubscriptionUseCase),
    sendMessage: container.get(SendMessageUseCase),
    listInquiries: container.get(ListInquiriesUseCase),
    showInquiry: container.get(ShowInquiryUseCase),
    setInquiryStatus: container.get(SetInquiryStatusUseCase),
    speedReport: container.get(SpeedReportUseCase),
    siteResults: container.get(ShowSiteResultsUseCase),
    listMemberBookings: container.get(ListMemberBookingsUseCase),
  };
}
