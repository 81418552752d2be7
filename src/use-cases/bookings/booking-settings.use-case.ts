import { inject, injectable } from 'inversify';
import type { BookingSettings } from '../../core/bookings/booking-settings';
import type { BookingDraftCheck, BookingSettingsDraft } from '../../core/bookings/booking-settings-form';
import type { SiteContent } from '../../core/site/site-content';
import type { HoursSection } from '../../core/site/sections/hours.content';
import { OWNER_BOOKING_SETTINGS, type OwnerBookingSettingsPort } from '../../ports/owner-booking-settings.port';
import type { Unsubscribe } from '../../ports/port-token';
import { SITE_CONTENT, type SiteContentPort } from '../../ports/site-content.port';

/** What booking rests on: the owner's settings, and the site's services and opening hours. */
export interface BookingSetup {
  readonly settings: BookingSettings;
  /** The names the site's Services section lists, in its order. */
  readonly serviceNames: readonly string[];
  /** The site's Hours section, with its time zone; null when the site has none (no time is free then). */
  readonly hours: HoursSection | null;
}

function setupOf(settings: BookingSettings, content: SiteContent): BookingSetup {
  const hours = content.sections.hours ?? null;
  return { settings, serviceNames: (content.sections.services?.items ?? []).map((item) => item.name), hours };
}

/** The settings screen's and the Bookings page's live view of the settings, services and hours. */
@injectable()
export class WatchBookingSetupUseCase {
  constructor(
    @inject(OWNER_BOOKING_SETTINGS) private readonly settings: OwnerBookingSettingsPort,
    @inject(SITE_CONTENT) private readonly content: SiteContentPort,
  ) {}

  /** Called once both have answered, then on every change of either. */
  watch(memberId: string, listener: (setup: BookingSetup) => void): Unsubscribe {
    let settings: BookingSettings | null = null;
    let content: SiteContent | null = null;
    const emit = () => {
      if (settings !== null && content !== null) listener(setupOf(settings, content));
    };
    const stopSettings = this.settings.watch(memberId, (next) => {
      settings = next;
      emit();
    });
    const stopContent = this.content.watchSiteContent(memberId, (next) => {
      content = next;
      emit();
    });
    return () => {
      stopSettings();
      stopContent();
    };
  }
}

/**
 * Saves the settings screen's form once the core's reader (the one the site server uses) finds
 * nothing wrong; otherwise saves nothing and answers every error, so what was saved stays.
 */
@injectable()
export class SaveBookingSettingsUseCase {
  constructor(@inject(OWNER_BOOKING_SETTINGS) private readonly settings: OwnerBookingSettingsPort) {}

  async execute(memberId: string, draft: BookingSettingsDraft): Promise<BookingDraftCheck> {
    // The checker and the reader load with the first save: every use case is built with the
    // dashboard's first screen, which has no room for them.
    const { checkBookingSettingsDraft } = await import('../../core/bookings/booking-settings-form');
    const check = checkBookingSettingsDraft(draft);
    if (check.ok) await this.settings.save(memberId, check.settings);
    return check;
  }
}
