import { ContainerModule, type Newable } from 'inversify';
import { AlertMemberOfBookingUseCase } from './bookings/alert-member-of-booking.use-case';
import { ReactToBookingAnswerUseCase } from './bookings/react-to-booking-answer.use-case';
import { ManageBookingUseCase, RequestBookingUseCase, ShowBookingPageUseCase } from './bookings/booking-page.use-cases';
import { ReadBookingFeedUseCase } from './bookings/read-booking-feed.use-case';
import { SendBookingRemindersUseCase } from './bookings/send-booking-reminders.use-case';
import { VisitorBookings } from './bookings/visitor-bookings';
import { AlertMemberOfSubmissionUseCase } from './forms/alert-member-of-submission.use-case';
import { AlertAdminsOfInquiryUseCase } from './inquiries/alert-admins-of-inquiry.use-case';
import { HandleNewInquiryUseCase } from './inquiries/handle-new-inquiry.use-case';
import { NotifyMemberUseCase } from './notifications/notify-member.use-case';
import { CustomerPortal, SaveCustomerPushTokenUseCase, ShowCustomerPortalUseCase, SignOutCustomerUseCase, SubmitPortalFormUseCase } from './portal/customer-portal.use-cases';
import { CustomerSessions } from './portal/customer-sessions';
import { DeliverInvitationUseCase } from './portal/deliver-invitation.use-case';
import { PushAnnouncementUseCase } from './portal/push-announcement.use-case';
import { CountSiteActionUseCase } from './site/count-site-action.use-case';
import { CountSiteViewUseCase } from './site/count-site-view.use-case';
import { SiteBeacons } from './site/site-beacon';
import { PostSiteFormUseCase } from './site/post-site-form.use-case';
import { ShowArticlePageUseCase, ShowSiteIndexUseCase, ShowSitePageUseCase } from './site/show-site-page.use-case';
import { SiteViews } from './site/site-views';
import { SendWeeklyNotesUseCase } from './results/send-weekly-notes.use-case';
import { RecordSpeedReportUseCase } from './speed/record-speed-report.use-case';
import { HandleStoredImageUseCase } from './storage/handle-stored-image.use-case';
import { PruneUnusedImagesUseCase } from './storage/prune-unused-images.use-case';

/**
 * The use cases the server drives, bound for a container whose ports are bound: the members'
 * sites and their customers' portal (the HTTP function), and the reactions to stored documents
 * and uploads (the triggers). Registered here once, for production and for tests alike.
 */
export function serverUseCasesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const useCases: readonly Newable<object>[] = [
      // members' sites
      SiteViews,
      ShowSitePageUseCase,
      ShowArticlePageUseCase,
      ShowSiteIndexUseCase,
      PostSiteFormUseCase,
      SiteBeacons,
      CountSiteViewUseCase,
      CountSiteActionUseCase,
      RecordSpeedReportUseCase,
      // bookings
      VisitorBookings,
      ShowBookingPageUseCase,
      RequestBookingUseCase,
      ManageBookingUseCase,
      ReadBookingFeedUseCase,
      SendBookingRemindersUseCase,
      // the customers' portal
      CustomerSessions,
      CustomerPortal,
      ShowCustomerPortalUseCase,
      SubmitPortalFormUseCase,
      SignOutCustomerUseCase,
      SaveCustomerPushTokenUseCase,
      // the triggers' reactions
      NotifyMemberUseCase,
      AlertAdminsOfInquiryUseCase,
      HandleNewInquiryUseCase,
      AlertMemberOfSubmissionUseCase,
      AlertMemberOfBookingUseCase,
      ReactToBookingAnswerUseCase,
      PushAnnouncementUseCase,
      DeliverInvitationUseCase,
      HandleStoredImageUseCase,
      PruneUnusedImagesUseCase,
      SendWeeklyNotesUseCase,
    ];
    for (const useCase of useCases) bind(useCase).toSelf();
  });
}
