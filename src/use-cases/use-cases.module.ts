import { ContainerModule } from 'inversify';
import { CancelSubscriptionUseCase } from './admin/cancel-subscription.use-case';
import { ExportMemberUseCase } from './admin/export-member.use-case';
import { ExtendTrialUseCase } from './admin/extend-trial.use-case';
import { FindMemberUseCase } from './admin/find-member.use-case';
import { FixMemberStatusUseCase } from './admin/fix-member-status.use-case';
import { GrantSubscriptionUseCase } from './admin/grant-subscription.use-case';
import { ListMembersUseCase } from './admin/list-members.use-case';
import { ListSubscriptionsUseCase } from './admin/list-subscriptions.use-case';
import { SendMessageUseCase } from './admin/send-message.use-case';
import { SetMemberRoleUseCase } from './admin/set-member-role.use-case';
import { SetPublishedUseCase } from './admin/set-published.use-case';
import { SetSuspensionUseCase } from './admin/set-suspension.use-case';
import { ShowMemberUseCase } from './admin/show-member.use-case';
import { ListInquiriesUseCase, SetInquiryStatusUseCase, ShowInquiryUseCase } from './inquiries/manage-inquiries.use-case';
import { SubmitInquiryUseCase } from './inquiries/submit-inquiry.use-case';
import { EnsureMemberRecordUseCase } from './ensure-member-record.use-case';
import { MarkMessageReadUseCase } from './mark-message-read.use-case';
import { RequestPasswordResetUseCase } from './request-password-reset.use-case';
import { SaveSiteLayoutUseCase, SaveSiteSectionUseCase } from './save-site-section.use-case';
import { SetSitePublishedUseCase } from './set-site-published.use-case';
import { ShareSiteUseCase } from './share-site.use-case';
import { SignInUseCase } from './sign-in.use-case';
import { SignOutUseCase } from './sign-out.use-case';
import { SignUpUseCase } from './sign-up.use-case';
import { SpeedReportUseCase } from './speed/speed-report.use-case';
import { StartCheckoutUseCase } from './start-checkout.use-case';
import { SyncStatusTrialUseCase } from './sync-status-trial.use-case';
import { UpdateContactDetailsUseCase } from './update-contact-details.use-case';
import { UpdateProfileUseCase } from './update-profile.use-case';
import { UpdatePublicEmailUseCase } from './update-public-email.use-case';
import { UploadProfilePictureUseCase } from './upload-profile-picture.use-case';
import { UploadSiteImageUseCase } from './upload-site-image.use-case';

/**
 * Every use-case class, bound once for any container whose ports are bound (browser on Firebase,
 * memory, the admin CLI on firebase-admin). Both drivers load this one module, so a use-case is
 * registered in one place and runs the same under the web app and the CLI; each driver then
 * resolves the typed set it uses.
 */
export function allUseCasesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CancelSubscriptionUseCase).toSelf();
    bind(ExportMemberUseCase).toSelf();
    bind(ExtendTrialUseCase).toSelf();
    bind(FindMemberUseCase).toSelf();
    bind(FixMemberStatusUseCase).toSelf();
    bind(GrantSubscriptionUseCase).toSelf();
    bind(ListMembersUseCase).toSelf();
    bind(ListSubscriptionsUseCase).toSelf();
    bind(SendMessageUseCase).toSelf();
    bind(SetMemberRoleUseCase).toSelf();
    bind(SetPublishedUseCase).toSelf();
    bind(SetSuspensionUseCase).toSelf();
    bind(ShowMemberUseCase).toSelf();
    bind(ListInquiriesUseCase).toSelf();
    bind(ShowInquiryUseCase).toSelf();
    bind(SetInquiryStatusUseCase).toSelf();
    bind(SubmitInquiryUseCase).toSelf();
    bind(SpeedReportUseCase).toSelf();
    bind(EnsureMemberRecordUseCase).toSelf();
    bind(MarkMessageReadUseCase).toSelf();
    bind(RequestPasswordResetUseCase).toSelf();
    bind(SaveSiteLayoutUseCase).toSelf();
    bind(SaveSiteSectionUseCase).toSelf();
    bind(SetSitePublishedUseCase).toSelf();
    bind(ShareSiteUseCase).toSelf();
    bind(SignInUseCase).toSelf();
    bind(SignOutUseCase).toSelf();
    bind(SignUpUseCase).toSelf();
    bind(StartCheckoutUseCase).toSelf();
    bind(SyncStatusTrialUseCase).toSelf();
    bind(UpdateContactDetailsUseCase).toSelf();
    bind(UpdateProfileUseCase).toSelf();
    bind(UpdatePublicEmailUseCase).toSelf();
    bind(UploadProfilePictureUseCase).toSelf();
    bind(UploadSiteImageUseCase).toSelf();
  });
}
