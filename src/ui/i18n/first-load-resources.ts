import { common as enCommon } from './en/common';
import { common as esCommon } from './es/common';
import { errors as enErrors } from './en/errors';
import { errors as esErrors } from './es/errors';
import { marketing as enMarketing } from './en/marketing';
import { marketing as esMarketing } from './es/marketing';

/**
 * What public pages translate with, bundled with the first chunk. The other namespaces of
 * resources.ts arrive with the lazy routes that use them (lazy-namespaces.ts).
 */
export const firstLoadResources = {
  en: { common: enCommon, errors: enErrors, marketing: enMarketing },
  es: { common: esCommon, errors: esErrors, marketing: esMarketing },
} as const;
