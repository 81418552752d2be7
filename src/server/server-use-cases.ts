import type { Container } from 'inversify';
import { AlertMemberOfBookingUseCase } from '../use-cases/bookings/alert-member-of-booking.use-case';
import { ReactToBookingAnswerUseCase } from '../use-cases/bookings/react-to-booking-answer.use-case';
import { ManageBookingUseCase, RequestBookingUseCase, ShowBookingPageUseCase } from '../use-cases/bookings/booking-page.use-cases';
import { ReadBookingFeedUseCase } from '../use-cases/bookings/read-booking-feed.use-case';
import { SendBookingRemindersUseCase } from '../use-cases/bookings/send-booking-reminders.use-case';
import { AlertMemberOfSubmissionUseCase } from '../use-cases/forms/alert-member-of-submission.use-case';
import { HandleNewInquiryUseCase } from '../use-cases/inquiries/handle-new-inquiry.use-case';
import { SaveCustomerPushTokenUseCase, ShowCustomerPortalUseCase, SignOutCustomerUseCase, SubmitPortalFormUseCase } from '../use-cases/portal/customer-portal.use-cases';
import { DeliverInvitationUseCase } from '../use-cases/portal/deliver-invitation.use-case';
import { PushAnnouncementUseCase } from '../use-cases/portal/push-announcement.use-case';
import { serverUseCasesModule } from '../use-cases/server-use-cases.module';
import { CountSiteActionUseCase } from '../use-cases/site/count-site-action.use-case';
import { CountSiteViewUseCase } from '../use-cases/site/count-site-view.use-case';
import { PostSiteFormUseCase } from '../use-cases/site/post-site-form.use-case';
import { ShowArticlePageUseCase, ShowSiteIndexUseCase, ShowSitePageUseCase } from '../use-cases/site/show-site-page.use-case';
import { RecordSpeedReportUseCase } from '../use-cases/speed/record-speed-report.use-case';
import { HandleStoredImageUseCase } from '../use-cases/storage/handle-stored-image.use-case';
import { PruneUnusedImagesUseCase } from '../use-cases/storage/prune-unused-images.use-case';
import { SendWeeklyNotesUseCase } from '../use-cases/results/send-weekly-notes.use-case';

/** What the server's routes and triggers can do: the use cases, typed, and nothing else of the container. */
export interface ServerUseCases {
  readonly showSitePage: ShowSitePageUseCase;
  readonly showArticlePage: ShowArticlePageUseCase;
  readonly showSiteIndex: ShowSiteIndexUseCase;
  readonly postSiteForm: PostSiteFormUseCase;
  readonly countSiteView: CountSiteViewUseCase;
  readonly countSiteAction: CountSiteActionUseCase;
  readonly showBookingPage: ShowBookingPageUseCase;
  readonly requestBooking: RequestBookingUseCase;
  readonly manageBooking: ManageBookingUseCase;
  readonly readBookingFeed: ReadBookingFeedUseCase;
  readonly sendBookingReminders: SendBookingRemindersUseCase;
  readonly recordSpeedReport: RecordSpeedReportUseCase;
  readonly showCustomerPortal: ShowCustomerPortalUseCase;
  readonly submitPortalForm: SubmitPortalFormUseCase;
  readonly signOutCustomer: SignOutCustomerUseCase;
  readonly saveCustomerPushToken: SaveCustomerPushTokenUseCase;
  readonly handleNewInquiry: HandleNewInquiryUseCase;
  readonly alertMemberOfSubmission: AlertMemberOfSubmissionUseCase;
  readonly alertMemberOfBooking: AlertMemberOfBookingUseCase;
  readonly reactToBookingAnswer: ReactToBookingAnswerUseCase;
  readonly pushAnnouncement: PushAnnouncementUseCase;
  readonly deliverInvitation: DeliverInvitationUseCase;
  readonly handleStoredImage: HandleStoredImageUseCase;
  readonly pruneUnusedImages: PruneUnusedImagesUseCase;
  readonly sendWeeklyNotes: SendWeeklyNotesUseCase;
}

/** Loads the server's use cases onto a container whose ports are bound, and resolves the set once. */
export function serverUseCasesOf(container: Container): ServerUseCases {
  container.load(serverUseCasesModule());
  return {
    showSitePage: container.get(ShowSitePageUseCase),
    showArticlePage: container.get(ShowArticlePageUseCase),
    showSiteIndex: container.get(ShowSiteIndexUseCase),
    postSiteForm: container.get(PostSiteFormUseCase),
    countSiteView: container.get(CountSiteViewUseCase),
    countSiteAction: container.get(CountSiteActionUseCase),
    showBookingPage: container.get(ShowBookingPageUseCase),
    requestBooking: container.get(RequestBookingUseCase),
    manageBooking: container.get(ManageBookingUseCase),
    readBookingFeed: container.get(ReadBookingFeedUseCase),
    sendBookingReminders: container.get(SendBookingRemindersUseCase),
    recordSpeedReport: container.get(RecordSpeedReportUseCase),
    showCustomerPortal: container.get(ShowCustomerPortalUseCase),
    submitPortalForm: container.get(SubmitPortalFormUseCase),
    signOutCustomer: container.get(SignOutCustomerUseCase),
    saveCustomerPushToken: container.get(SaveCustomerPushTokenUseCase),
    handleNewInquiry: container.get(HandleNewInquiryUseCase),
    alertMemberOfSubmission: container.get(AlertMemberOfSubmissionUseCase),
    alertMemberOfBooking: container.get(AlertMemberOfBookingUseCase),
    reactToBookingAnswer: container.get(ReactToBookingAnswerUseCase),
    pushAnnouncement: container.get(PushAnnouncementUseCase),
    deliverInvitation: container.get(DeliverInvitationUseCase),
    handleStoredImage: container.get(HandleStoredImageUseCase),
    pruneUnusedImages: container.get(PruneUnusedImagesUseCase),
    sendWeeklyNotes: container.get(SendWeeklyNotesUseCase),
  };
}
