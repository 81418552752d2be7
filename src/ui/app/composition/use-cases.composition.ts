import type { Container } from 'inversify';
import { MarkMessageReadUseCase } from '../../../use-cases/mark-message-read.use-case';
import { SaveSiteLayoutUseCase, SaveSiteSectionUseCase } from '../../../use-cases/save-site-section.use-case';
import { SetSitePublishedUseCase } from '../../../use-cases/set-site-published.use-case';
import { CreateFirstDraftUseCase } from '../../../use-cases/create-first-draft.use-case';
import { ShareSiteUseCase } from '../../../use-cases/share-site.use-case';
import { StartCheckoutUseCase } from '../../../use-cases/start-checkout.use-case';
import { UploadSiteImageUseCase } from '../../../use-cases/upload-site-image.use-case';
import { KeepUndoablePicturesUseCase } from '../../../use-cases/keep-undoable-pictures.use-case';
import { UploadSitePicturesUseCase } from '../../../use-cases/upload-site-pictures.use-case';
import { SyncStatusTrialUseCase } from '../../../use-cases/sync-status-trial.use-case';
import { UpdateContactDetailsUseCase } from '../../../use-cases/update-contact-details.use-case';
import { UpdatePublicEmailUseCase } from '../../../use-cases/update-public-email.use-case';
import { UploadProfilePictureUseCase } from '../../../use-cases/upload-profile-picture.use-case';
import { EnsureMemberRecordUseCase } from '../../../use-cases/ensure-member-record.use-case';
import { RequestPasswordResetUseCase } from '../../../use-cases/request-password-reset.use-case';
import { SignInUseCase } from '../../../use-cases/sign-in.use-case';
import { SignOutUseCase } from '../../../use-cases/sign-out.use-case';
import { SignUpUseCase } from '../../../use-cases/sign-up.use-case';
import { UpdateProfileUseCase } from '../../../use-cases/update-profile.use-case';
import { SetWeeklyNoteUseCase } from '../../../use-cases/results/set-weekly-note.use-case';
import { DeleteSubmissionUseCase, SetSubmissionStateUseCase, WatchSubmissionsUseCase } from '../../../use-cases/forms/manage-submissions.use-case';
import { SaveSiteFormsUseCase } from '../../../use-cases/forms/save-site-forms.use-case';
import { AnswerBookingUseCase, WatchOwnerBookingsUseCase } from '../../../use-cases/bookings/owner-bookings.use-case';
import { ManageBookingFeedUseCase } from '../../../use-cases/bookings/booking-feed.use-case';
import { SaveBookingSettingsUseCase, WatchBookingSetupUseCase } from '../../../use-cases/bookings/booking-settings.use-case';
import { RemoveAnnouncementUseCase, SendAnnouncementUseCase } from '../../../use-cases/portal/manage-announcements.use-case';
import { ChangeCustomerGroupsUseCase, RemoveCustomersUseCase, SetCustomerStatusUseCase } from '../../../use-cases/portal/manage-customers.use-case';
import { CreateGroupUseCase, DeleteGroupUseCase, RenameGroupUseCase, SavePortalSettingsUseCase } from '../../../use-cases/portal/manage-groups.use-case';
import { CreateInvitationUseCase, RemoveInvitationUseCase } from '../../../use-cases/portal/manage-invitations.use-case';
import { WatchPortalUseCase } from '../../../use-cases/portal/watch-portal.use-case';
import { SubmitInquiryUseCase } from '../../../use-cases/inquiries/submit-inquiry.use-case';
import { webUseCasesModule } from '../../../use-cases/web-use-cases.module';
import type { UseCases } from '../../services/use-cases';
import { ShowSiteResultsUseCase } from '../../../use-cases/results/show-site-results.use-case';
import { WatchSiteContentUseCase } from '../../../use-cases/member/watch-site-content.use-case';
import { WatchMessagesUseCase } from '../../../use-cases/member/watch-messages.use-case';
import { PlanSubscriptionsUseCase } from '../../../use-cases/member/plan-subscriptions.use-case';
import { ReadSiteViewsUseCase } from '../../../use-cases/member/read-site-views.use-case';
import { OpenCustomerPortalUseCase } from '../../../use-cases/open-customer-portal.use-case';

/**
 * Loads the web app's part of the use-case registration (the CLI loads it too), and resolves
 * once each use-case the web app drives. Use-cases get their ports by constructor injection (`@inject(TOKEN)`).
 */
/** `load` called at most once; a failed load is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export function buildUseCases(container: Container): UseCases {
  container.load(webUseCasesModule());
  return {
    signUp: container.get(SignUpUseCase),
    signIn: container.get(SignInUseCase),
    signOut: container.get(SignOutUseCase),
    requestPasswordReset: container.get(RequestPasswordResetUseCase),
    ensureMemberRecord: container.get(EnsureMemberRecordUseCase),
    updateProfile: container.get(UpdateProfileUseCase),
    setWeeklyNote: container.get(SetWeeklyNoteUseCase),
    updateContactDetails: container.get(UpdateContactDetailsUseCase),
    updatePublicEmail: container.get(UpdatePublicEmailUseCase),
    uploadProfilePicture: container.get(UploadProfilePictureUseCase),
    syncStatusTrial: container.get(SyncStatusTrialUseCase),
    markMessageRead: container.get(MarkMessageReadUseCase),
    watchMessages: container.get(WatchMessagesUseCase),
    planSubscriptions: container.get(PlanSubscriptionsUseCase),
    openCustomerPortal: container.get(OpenCustomerPortalUseCase),
    watchSiteContent: container.get(WatchSiteContentUseCase),
    readSiteViews: container.get(ReadSiteViewsUseCase),
    shareSite: container.get(ShareSiteUseCase),
    startCheckout: container.get(StartCheckoutUseCase),
    saveSiteSection: container.get(SaveSiteSectionUseCase),
    saveSiteLayout: container.get(SaveSiteLayoutUseCase),
    setSitePublished: container.get(SetSitePublishedUseCase),
    createFirstDraft: container.get(CreateFirstDraftUseCase),
    uploadSiteImage: container.get(UploadSiteImageUseCase),
    keepUndoablePictures: container.get(KeepUndoablePicturesUseCase),
    uploadSitePictures: container.get(UploadSitePicturesUseCase),
    submitInquiry: container.get(SubmitInquiryUseCase),
    forms: {
      watchSubmissions: container.get(WatchSubmissionsUseCase),
      setSubmissionState: container.get(SetSubmissionStateUseCase),
      deleteSubmission: container.get(DeleteSubmissionUseCase),
      saveSiteForms: container.get(SaveSiteFormsUseCase),
    },
    bookings: {
      watch: container.get(WatchOwnerBookingsUseCase),
      answer: container.get(AnswerBookingUseCase),
      feed: container.get(ManageBookingFeedUseCase),
      setup: container.get(WatchBookingSetupUseCase),
      saveSettings: container.get(SaveBookingSettingsUseCase),
    },
    portal: {
      watch: container.get(WatchPortalUseCase),
      setCustomerStatus: container.get(SetCustomerStatusUseCase),
      changeCustomerGroups: container.get(ChangeCustomerGroupsUseCase),
      removeCustomers: container.get(RemoveCustomersUseCase),
      createGroup: container.get(CreateGroupUseCase),
      renameGroup: container.get(RenameGroupUseCase),
      deleteGroup: container.get(DeleteGroupUseCase),
      saveSettings: container.get(SavePortalSettingsUseCase),
      createInvitation: container.get(CreateInvitationUseCase),
      removeInvitation: container.get(RemoveInvitationUseCase),
      sendAnnouncement: container.get(SendAnnouncementUseCase),
      removeAnnouncement: container.get(RemoveAnnouncementUseCase),
    },
    showSiteResults: container.get(ShowSiteResultsUseCase),
    // Fetched, bound and built when an admin first opens the admin page, never for a member.
    admin: once(() => import('./admin-page.composition').then(({ adminPageUseCases }) => adminPageUseCases(container))),
  };
}
