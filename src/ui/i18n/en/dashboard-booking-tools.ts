/** The Bookings page's calendar feed and WhatsApp link (part of the dashboard namespace). */
export const bookingTools = {
  feed: {
    title: 'Your bookings in your calendar',
    intro: 'Subscribe from Google Calendar, Apple Calendar or Outlook to see your requests and confirmed appointments there. The address is secret: anyone who has it sees your bookings.',
    none: 'No calendar address yet.',
    create: 'Make a calendar address',
    created: 'Your calendar address. Copy it now: for your safety it is shown only this once.',
    linkLabel: 'Calendar address',
    copy: 'Copy address',
    copied: 'Copied.',
    copyFailed: 'Could not copy. Select the address and copy it.',
    active: 'A calendar address is on since {{date}}. To see an address again, make a new one: the old one stops working.',
    replace: 'Make a new address',
    revoke: 'Turn off the address',
    revoked: 'The calendar address is off. Calendars subscribed to it get nothing more.',
    howTo: 'In Google Calendar: Other calendars, From URL. In Apple Calendar: File, New Calendar Subscription.',
    loading: 'Checking your calendar address…',
    failed: 'That did not work. Check your connection and try again.',
  },
  whatsApp: 'Send on WhatsApp',
  whatsAppHint: 'Opens WhatsApp with a message in the visitor’s language',
} as const;
