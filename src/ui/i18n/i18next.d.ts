import 'i18next';
import type { LIMIT_VARIABLES } from './limit-variables';
import type { resources } from './resources';

// Typed keys: `t('nav.home')` is checked against the English resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
    // The core's limits every translation may name, filled in by i18n.ts.
    defaultVariables: { readonly [name in keyof typeof LIMIT_VARIABLES]: number };
  }
}
