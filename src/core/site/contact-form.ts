/** The forms' hidden field: people never see it, so any value means a bot filled it. */
export const CONTACT_HONEYPOT_FIELD = 'website';
/** Largest form body the site server reads (12 long answers fit); a longer one is refused unread. */
export const FORM_BODY_MAX_BYTES = 64 * 1024;
