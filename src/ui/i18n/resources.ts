import { common as enCommon } from './en/common';
import { common as esCommon } from './es/common';
import { errors as enErrors } from './en/errors';
import { errors as esErrors } from './es/errors';
import { marketing as enMarketing } from './en/marketing';
import { marketing as esMarketing } from './es/marketing';
import { auth as enAuth } from './en/auth';
import { auth as esAuth } from './es/auth';
import { setup as enSetup } from './en/setup';
import { setup as esSetup } from './es/setup';
import { dashboard as enDashboard } from './en/dashboard';
import { dashboard as esDashboard } from './es/dashboard';
import { billing as enBilling } from './en/billing';
import { billing as esBilling } from './es/billing';
import { studio as enStudio } from './en/studio';
import { studio as esStudio } from './es/studio';
import { validation as enValidation } from './en/validation';
import { forms as enForms } from './en/forms';
import { forms as esForms } from './es/forms';
import { portal as enPortal } from './en/portal';
import { portal as esPortal } from './es/portal';
import { validation as esValidation } from './es/validation';
import { bookings as enBookings } from './en/bookings';
import { bookings as esBookings } from './es/bookings';

/**
 * One namespace per feature; each feature owns its en/<ns>.ts and es/<ns>.ts files. The
 * 'validation' namespace is the exception: the field messages every form shares.
 * Add a namespace here in both languages at once.
 */
export const resources = {
  en: { common: enCommon, errors: enErrors, marketing: enMarketing, auth: enAuth, setup: enSetup, dashboard: enDashboard, studio: enStudio, billing: enBilling, validation: enValidation, forms: enForms, portal: enPortal, bookings: enBookings },
  es: { common: esCommon, errors: esErrors, marketing: esMarketing, auth: esAuth, setup: esSetup, dashboard: esDashboard, studio: esStudio, billing: esBilling, validation: esValidation, forms: esForms, portal: esPortal, bookings: esBookings },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
