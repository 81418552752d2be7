import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { firstLoadResources } from './first-load-resources';
import type { Namespace } from './resources';

/** A namespace that is not in the first chunk. */
export type LazyNamespace = Exclude<Namespace, keyof (typeof firstLoadResources)['en']>;
type Bundle = Record<string, unknown>;
/** Loaded namespaces, ready to add to an i18next instance: [namespace, English, Spanish]. */
export type LoadedNamespaces = readonly (readonly [LazyNamespace, Bundle, Bundle])[];

// One dynamic import per namespace and language, so each lands in (or beside) the chunk of the
// route that needs it. Both languages load, so switching language on a lazy screen is instant.
const loaders: Record<LazyNamespace, () => Promise<readonly [Bundle, Bundle]>> = {
  auth: () => Promise.all([import('./en/auth').then((m) => m.auth), import('./es/auth').then((m) => m.auth)]),
  setup: () => Promise.all([import('./en/setup').then((m) => m.setup), import('./es/setup').then((m) => m.setup)]),
  dashboard: () => Promise.all([import('./en/dashboard').then((m) => m.dashboard), import('./es/dashboard').then((m) => m.dashboard)]),
  studio: () => Promise.all([import('./en/studio').then((m) => m.studio), import('./es/studio').then((m) => m.studio)]),
  billing: () => Promise.all([import('./en/billing').then((m) => m.billing), import('./es/billing').then((m) => m.billing)]),
  validation: () => Promise.all([import('./en/validation').then((m) => m.validation), import('./es/validation').then((m) => m.validation)]),
  forms: () => Promise.all([import('./en/forms').then((m) => m.forms), import('./es/forms').then((m) => m.forms)]),
  portal: () => Promise.all([import('./en/portal').then((m) => m.portal), import('./es/portal').then((m) => m.portal)]),
  bookings: () => Promise.all([import('./en/bookings').then((m) => m.bookings), import('./es/bookings').then((m) => m.bookings)]),
};

/** Loads namespaces for a lazy route (called from its `lazy()`, before it renders). */
export async function loadNamespaces(...namespaces: LazyNamespace[]): Promise<LoadedNamespaces> {
  return Promise.all(namespaces.map(async (namespace) => [namespace, ...(await loaders[namespace]())] as const));
}

function addNamespaces(instance: i18n, loaded: LoadedNamespaces): void {
  for (const [namespace, en, es] of loaded) {
    if (!instance.hasResourceBundle('en', namespace)) instance.addResourceBundle('en', namespace, en, true, false);
    if (!instance.hasResourceBundle('es', namespace)) instance.addResourceBundle('es', namespace, es, true, false);
  }
}

/**
 * `Component` with `loaded` added to the i18next instance it renders under, before its children
 * translate anything. Adding is synchronous and idempotent, so no key is ever shown missing.
 */
export function withNamespaces<P extends object>(Component: ComponentType<P>, loaded: LoadedNamespaces): ComponentType<P> {
  function WithNamespaces(props: P) {
    const { i18n: instance } = useTranslation();
    addNamespaces(instance, loaded);
    return <Component {...props} />;
  }
  WithNamespaces.displayName = `WithNamespaces(${Component.displayName ?? Component.name})`;
  return WithNamespaces;
}
