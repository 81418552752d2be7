import { common as enCommon } from './en/common';
import { common as esCommon } from './es/common';
import { errors as enErrors } from './en/errors';
import { errors as esErrors } from './es/errors';

/**
 * One namespace per feature; each feature owns its en/<ns>.ts and es/<ns>.ts files.
 * Add a namespace here in both languages at once.
 */
export const resources = {
  en: { common: enCommon, errors: enErrors },
  es: { common: esCommon, errors: esErrors },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
