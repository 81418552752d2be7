import type { DeleteSubmissionUseCase, SetSubmissionStateUseCase, WatchSubmissionsUseCase } from '../../use-cases/forms/manage-submissions.use-case';
import type { SaveSiteFormsUseCase } from '../../use-cases/forms/save-site-forms.use-case';
import type { AnswerBookingUseCase, WatchOwnerBookingsUseCase } from '../../use-cases/bookings/owner-bookings.use-case';
import type { ManageBookingFeedUseCase } from '../../use-cases/bookings/booking-feed.use-case';
import type { SaveBookingSettingsUseCase, WatchBookingSetupUseCase } from '../../use-cases/bookings/booking-settings.use-case';
import type { SetInquiryStatusUseCase, WatchInquiriesUseCase } from '../../use-cases/inquiries/manage-inquiries.use-case';
import type { RemoveAnnouncementUseCase, SendAnnouncementUseCase } from '../../use-cases/portal/manage-announcements.use-case';
import type { ChangeCustomerGroupsUseCase, RemoveCustomersUseCase, SetCustomerStatusUseCase } from '../../use-cases/portal/manage-customers.use-case';
import type { CreateGroupUseCase, DeleteGroupUseCase, RenameGroupUseCase, SavePortalSettingsUseCase } from '../../use-cases/portal/manage-groups.use-case';
import type { CreateInvitationUseCase, RemoveInvitationUseCase } from '../../use-cases/portal/manage-invitations.use-case';
import type { WatchPortalUseCase } from '../../use-cases/portal/watch-portal.use-case';
import type { SubmitInquiryUseCase } from '../../use-cases/inquiries/submit-inquiry.use-case';
import type { ExtendTrialUseCase } from '../../use-cases/admin/extend-trial.use-case';
import type { FixMemberStatusUseCase } from '../../use-cases/admin/fix-member-status.use-case';
import type { ListMembersUseCase } from '../../use-cases/admin/list-members.use-case';
import type { SendMessageUseCase } from '../../use-cases/admin/send-message.use-case';
import type { SetPublishedUseCase } from '../../use-cases/admin/set-published.use-case';
import type { SetSuspensionUseCase } from '../../use-cases/admin/set-suspension.use-case';
import type { MarkMessageReadUseCase } from '../../use-cases/mark-message-read.use-case';
import type { SaveSiteLayoutUseCase, SaveSiteSectionUseCase } from '../../use-cases/save-site-section.use-case';
import type { SetSitePublishedUseCase } from '../../use-cases/set-site-published.use-case';
import type { CreateFirstDraftUseCase } from '../../use-cases/create-first-draft.use-case';
import type { ShareSiteUseCase } from '../../use-cases/share-site.use-case';
import type { StartCheckoutUseCase } from '../../use-cases/start-checkout.use-case';
import type { UploadSiteImageUseCase } from '../../use-cases/upload-site-image.use-case';
import type { KeepUndoablePicturesUseCase } from '../../use-cases/keep-undoable-pictures.use-case';
import type { UploadSitePicturesUseCase } from '../../use-cases/upload-site-pictures.use-case';
import type { SyncStatusTrialUseCase } from '../../use-cases/sync-status-trial.use-case';
import type { UpdatePublicEmailUseCase } from '../../use-cases/update-public-email.use-case';
import type { UploadProfilePictureUseCase } from '../../use-cases/upload-profile-picture.use-case';
import type { EnsureMemberRecordUseCase } from '../../use-cases/ensure-member-record.use-case';
import type { RequestPasswordResetUseCase } from '../../use-cases/request-password-reset.use-case';
import type { SignInUseCase } from '../../use-cases/sign-in.use-case';
import type { SignOutUseCase } from '../../use-cases/sign-out.use-case';
import type { SignUpUseCase } from '../../use-cases/sign-up.use-case';
import type { UpdateProfileUseCase } from '../../use-cases/update-profile.use-case';
import type { SetWeeklyNoteUseCase } from '../../use-cases/results/set-weekly-note.use-case';
import type { UpdateContactDetailsUseCase } from '../../use-cases/update-contact-details.use-case';
import type { SpeedReportUseCase } from '../../use-cases/speed/speed-report.use-case';
import type { ShowSiteResultsUseCase } from '../../use-cases/results/show-site-results.use-case';
import type { WatchSiteContentUseCase } from '../../use-cases/member/watch-site-content.use-case';
import type { WatchMessagesUseCase } from '../../use-cases/member/watch-messages.use-case';
import type { PlanSubscriptionsUseCase } from '../../use-cases/member/plan-subscriptions.use-case';
import type { ReadSiteViewsUseCase } from '../../use-cases/member/read-site-views.use-case';
import type { OpenCustomerPortalUseCase } from '../../use-cases/open-customer-portal.use-case';

/**
 * The use-cases the web app drives, resolved once by the composition root
 * (src/ui/app/composition/use-cases.composition.ts). Components receive them through
 * `useBackend()`, never from the container.
 */
export interface UseCases {
  readonly signUp: SignUpUseCase;
  readonly signIn: SignInUseCase;
  readonly signOut: SignOutUseCase;
  readonly requestPasswordReset: RequestPasswordResetUseCase;
  readonly ensureMemberRecord: EnsureMemberRecordUseCase;
  readonly updateProfile: UpdateProfileUseCase;
  /** Settings: phone and site language (the public name and colour are the studio's). */
  readonly updateContactDetails: UpdateContactDetailsUseCase;
  readonly updatePublicEmail: UpdatePublicEmailUseCase;
  /** Settings: the Monday results note on or off. */
  readonly setWeeklyNote: SetWeeklyNoteUseCase;
  readonly uploadProfilePicture: UploadProfilePictureUseCase;
  readonly syncStatusTrial: SyncStatusTrialUseCase;
  readonly markMessageRead: MarkMessageReadUseCase;
  /** The member's notifications and their unread count, live. */
  readonly watchMessages: WatchMessagesUseCase;
  /** The member's plan subscriptions: the valid ones live, all of them on demand. */
  readonly planSubscriptions: PlanSubscriptionsUseCase;
  readonly openCustomerPortal: OpenCustomerPortalUseCase;
  /** The member's site content, live. */
  readonly watchSiteContent: WatchSiteContentUseCase;
  readonly readSiteViews: ReadSiteViewsUseCase;
  readonly shareSite: ShareSiteUseCase;
  readonly startCheckout: StartCheckoutUseCase;
  readonly saveSiteSection: SaveSiteSectionUseCase;
  readonly saveSiteLayout: SaveSiteLayoutUseCase;
  readonly setSitePublished: SetSitePublishedUseCase;
  readonly createFirstDraft: CreateFirstDraftUseCase;
  readonly uploadSiteImage: UploadSiteImageUseCase;
  /** Keeps the pictures the studio's undo history could bring back from pruning. */
  readonly keepUndoablePictures: KeepUndoablePicturesUseCase;
  /** A pick of many pictures for one list of the studio, sent as a batch. */
  readonly uploadSitePictures: UploadSitePicturesUseCase;
  readonly submitInquiry: SubmitInquiryUseCase;
  /** Forms (Professional): the inbox of what visitors sent, and the form builder's save. */
  readonly forms: {
    readonly watchSubmissions: WatchSubmissionsUseCase;
    readonly setSubmissionState: SetSubmissionStateUseCase;
    readonly deleteSubmission: DeleteSubmissionUseCase;
    readonly saveSiteForms: SaveSiteFormsUseCase;
  };
  /** Bookings (Professional and Elite): the owner's appointments and requests, and their answers. */
  readonly bookings: {
    readonly watch: WatchOwnerBookingsUseCase;
    readonly answer: AnswerBookingUseCase;
    readonly feed: ManageBookingFeedUseCase;
    /** The settings, the site's services and hours: the settings screen, and the times to propose. */
    readonly setup: WatchBookingSetupUseCase;
    readonly saveSettings: SaveBookingSettingsUseCase;
  };
  /** The Users Portal and Groups as the owner manages them (Elite). */
  readonly portal: {
    readonly watch: WatchPortalUseCase;
    readonly setCustomerStatus: SetCustomerStatusUseCase;
    readonly changeCustomerGroups: ChangeCustomerGroupsUseCase;
    readonly removeCustomers: RemoveCustomersUseCase;
    readonly createGroup: CreateGroupUseCase;
    readonly renameGroup: RenameGroupUseCase;
    readonly deleteGroup: DeleteGroupUseCase;
    readonly saveSettings: SavePortalSettingsUseCase;
    readonly createInvitation: CreateInvitationUseCase;
    readonly removeInvitation: RemoveInvitationUseCase;
    readonly sendAnnouncement: SendAnnouncementUseCase;
    readonly removeAnnouncement: RemoveAnnouncementUseCase;
  };
  /** What the member's site brought in (the Results page). */
  readonly showSiteResults: ShowSiteResultsUseCase;
  /** The admin page's use-cases, fetched the first time an admin opens it. */
  readonly admin: () => Promise<AdminUseCases>;
}

/** What the admin page drives: members, the inquiries inbox and the speed report. */
export interface AdminUseCases {
  readonly listMembers: ListMembersUseCase;
  readonly fixMemberStatus: FixMemberStatusUseCase;
  readonly extendTrial: ExtendTrialUseCase;
  readonly setPublished: SetPublishedUseCase;
  readonly setSuspension: SetSuspensionUseCase;
  readonly sendMessage: SendMessageUseCase;
  readonly watchInquiries: WatchInquiriesUseCase;
  readonly setInquiryStatus: SetInquiryStatusUseCase;
  readonly speedReport: SpeedReportUseCase;
}
