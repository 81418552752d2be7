import { ContainerModule } from 'inversify';
import { DeleteSubmissionUseCase, SetSubmissionStateUseCase, WatchSubmissionsUseCase } from './forms/manage-submissions.use-case';
import { SaveSiteFormsUseCase } from './forms/save-site-forms.use-case';
import { AnswerBookingUseCase, WatchOwnerBookingsUseCase } from './bookings/owner-bookings.use-case';
import { ManageBookingFeedUseCase } from './bookings/booking-feed.use-case';
import { SaveBookingSettingsUseCase, WatchBookingSetupUseCase } from './bookings/booking-settings.use-case';
import { RemoveAnnouncementUseCase, SendAnnouncementUseCase } from './portal/manage-announcements.use-case';
import { ChangeCustomerGroupsUseCase, RemoveCustomersUseCase, SetCustomerStatusUseCase } from './portal/manage-customers.use-case';
import { CreateGroupUseCase, DeleteGroupUseCase, RenameGroupUseCase, SavePortalSettingsUseCase } from './portal/manage-groups.use-case';
import { CreateInvitationUseCase, RemoveInvitationUseCase } from './portal/manage-invitations.use-case';
import { WatchPortalUseCase } from './portal/watch-portal.use-case';
import { SubmitInquiryUseCase } from './inquiries/submit-inquiry.use-case';
import { EnsureMemberRecordUseCase } from './ensure-member-record.use-case';
import { MarkMessageReadUseCase } from './mark-message-read.use-case';
import { RequestPasswordResetUseCase } from './request-password-reset.use-case';
import { SaveSiteLayoutUseCase, SaveSiteSectionUseCase } from './save-site-section.use-case';
import { SetSitePublishedUseCase } from './set-site-published.use-case';
import { CreateFirstDraftUseCase } from './create-first-draft.use-case';
import { ShareSiteUseCase } from './share-site.use-case';
import { SignInUseCase } from './sign-in.use-case';
import { SignOutUseCase } from './sign-out.use-case';
import { SignUpUseCase } from './sign-up.use-case';
import { StartCheckoutUseCase } from './start-checkout.use-case';
import { SyncStatusTrialUseCase } from './sync-status-trial.use-case';
import { UpdateContactDetailsUseCase } from './update-contact-details.use-case';
import { UpdateProfileUseCase } from './update-profile.use-case';
import { SetWeeklyNoteUseCase } from './results/set-weekly-note.use-case';
import { UpdatePublicEmailUseCase } from './update-public-email.use-case';
import { UploadProfilePictureUseCase } from './upload-profile-picture.use-case';
import { UploadSiteImageUseCase } from './upload-site-image.use-case';
import { KeepUndoablePicturesUseCase } from './keep-undoable-pictures.use-case';
import { UploadSitePicturesUseCase } from './upload-site-pictures.use-case';
import { ShowSiteResultsUseCase } from './results/show-site-results.use-case';
import { WatchSiteContentUseCase } from './member/watch-site-content.use-case';
import { WatchMessagesUseCase } from './member/watch-messages.use-case';
import { PlanSubscriptionsUseCase } from './member/plan-subscriptions.use-case';
import { ReadSiteViewsUseCase } from './member/read-site-views.use-case';
import { OpenCustomerPortalUseCase } from './open-customer-portal.use-case';

/**
 * The use-cases the web app drives (members, the owner's portal and forms), bound for a container
 * whose ports are bound. The web app loads this module, and adminPageUseCasesModule when an admin
 * opens the admin page, so the admin tool's own use-cases never ship to browsers; the CLI loads
 * both, through allUseCasesModules.
 */
export function webUseCasesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ShowSiteResultsUseCase).toSelf();
    bind(WatchSubmissionsUseCase).toSelf();
    bind(SetSubmissionStateUseCase).toSelf();
    bind(DeleteSubmissionUseCase).toSelf();
    bind(SaveSiteFormsUseCase).toSelf();
    bind(WatchOwnerBookingsUseCase).toSelf();
    bind(WatchBookingSetupUseCase).toSelf();
    bind(SaveBookingSettingsUseCase).toSelf();
    bind(AnswerBookingUseCase).toSelf();
    bind(ManageBookingFeedUseCase).toSelf();
    bind(WatchPortalUseCase).toSelf();
    bind(SetCustomerStatusUseCase).toSelf();
    bind(ChangeCustomerGroupsUseCase).toSelf();
    bind(RemoveCustomersUseCase).toSelf();
    bind(CreateGroupUseCase).toSelf();
    bind(RenameGroupUseCase).toSelf();
    bind(DeleteGroupUseCase).toSelf();
    bind(SavePortalSettingsUseCase).toSelf();
    bind(CreateInvitationUseCase).toSelf();
    bind(RemoveInvitationUseCase).toSelf();
    bind(SendAnnouncementUseCase).toSelf();
    bind(RemoveAnnouncementUseCase).toSelf();
    bind(SubmitInquiryUseCase).toSelf();
    bind(EnsureMemberRecordUseCase).toSelf();
    bind(MarkMessageReadUseCase).toSelf();
    bind(RequestPasswordResetUseCase).toSelf();
    bind(SaveSiteLayoutUseCase).toSelf();
    bind(SaveSiteSectionUseCase).toSelf();
    bind(SetSitePublishedUseCase).toSelf();
    bind(CreateFirstDraftUseCase).toSelf();
    bind(ShareSiteUseCase).toSelf();
    bind(SignInUseCase).toSelf();
    bind(SignOutUseCase).toSelf();
    bind(SignUpUseCase).toSelf();
    bind(StartCheckoutUseCase).toSelf();
    bind(SyncStatusTrialUseCase).toSelf();
    bind(UpdateContactDetailsUseCase).toSelf();
    bind(UpdateProfileUseCase).toSelf();
    bind(SetWeeklyNoteUseCase).toSelf();
    bind(UpdatePublicEmailUseCase).toSelf();
    bind(UploadProfilePictureUseCase).toSelf();
    // One uploader for the single-picture fields and every batch: it never gives a file name twice.
    bind(UploadSiteImageUseCase).toSelf().inSingletonScope();
    bind(KeepUndoablePicturesUseCase).toSelf();
    bind(UploadSitePicturesUseCase).toSelf();
    bind(WatchSiteContentUseCase).toSelf();
    bind(WatchMessagesUseCase).toSelf();
    bind(PlanSubscriptionsUseCase).toSelf();
    bind(ReadSiteViewsUseCase).toSelf();
    bind(OpenCustomerPortalUseCase).toSelf();
  });
}
