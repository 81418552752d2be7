import type { i18n } from 'i18next';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { firstLoadResources } from './first-load-resources';
import type { Namespace } from './resources';

/** A namespace that is not in the first chunk. */
export type LazyNamespace = Exclude<Namespace, keyof (typeof firstLoadResources)['en']>;
type Code = 'en' | 'es';
type Bundle = Record<string, unknown>;
/** Loaded namespaces, ready to add to an i18next instance: [namespace, language, strings]. */
export type LoadedNamespaces = readonly (readonly [LazyNamespace, Code, Bundle])[];

// One dynamic import per namespace and language, so each lands in (or beside) the chunk of the
// route that needs it. A route loads its namespaces in the language shown only: the other one
// is fetched when the member switches (switchLanguage), which a phone's first screen never needs.
const loaders: Record<LazyNamespace, Record<Code, () => Promise<Bundle>>> = {
  auth: { en: () => import('./en/auth').then((m) => m.auth), es: () => import('./es/auth').then((m) => m.auth) },
  setup: { en: () => import('./en/setup').then((m) => m.setup), es: () => import('./es/setup').then((m) => m.setup) },
  dashboard: { en: () => import('./en/dashboard').then((m) => m.dashboard), es: () => import('./es/dashboard').then((m) => m.dashboard) },
  studio: { en: () => import('./en/studio').then((m) => m.studio), es: () => import('./es/studio').then((m) => m.studio) },
  billing: { en: () => import('./en/billing').then((m) => m.billing), es: () => import('./es/billing').then((m) => m.billing) },
  validation: { en: () => import('./en/validation').then((m) => m.validation), es: () => import('./es/validation').then((m) => m.validation) },
  forms: { en: () => import('./en/forms').then((m) => m.forms), es: () => import('./es/forms').then((m) => m.forms) },
  portal: { en: () => import('./en/portal').then((m) => m.portal), es: () => import('./es/portal').then((m) => m.portal) },
  bookings: { en: () => import('./en/bookings').then((m) => m.bookings), es: () => import('./es/bookings').then((m) => m.bookings) },
};

const isLazy = (namespace: string): namespace is LazyNamespace => Object.hasOwn(loaders, namespace);
const codeOf = (language: string): Code => (language.startsWith('es') ? 'es' : 'en');

// The language the routes load in: the app's i18next instance says it when made and whenever it
// changes (createI18n), before any route's `lazy()` can run.
let shownLanguage: Code = 'en';

/** The language routes load their translations in now. */
export function routeLanguage(): Code {
  return shownLanguage;
}

/** Called by the i18next instance the app renders with, when made and on every change. */
export function followLanguage(language: string): void {
  shownLanguage = codeOf(language);
}

/** Loads namespaces for a lazy route, in the language shown (called from its `lazy()`, before it renders). */
export async function loadNamespaces(...namespaces: LazyNamespace[]): Promise<LoadedNamespaces> {
  const language = shownLanguage;
  return Promise.all(namespaces.map(async (namespace) => [namespace, language, await loaders[namespace][language]()] as const));
}

/**
 * Adds `bundle` where the instance has none yet. i18next would otherwise copy it (through JSON)
 * and merge it key by key, work that lands in the render of the screen that needs it; the bundle
 * is a module's constant that nothing changes, so it is added as it is.
 */
function addBundle(instance: i18n, language: Code, namespace: LazyNamespace, bundle: Bundle): void {
  if (instance.hasResourceBundle(language, namespace)) return;
  instance.addResourceBundle(language, namespace, bundle, false, false, { silent: false, skipCopy: true });
}

function addNamespaces(instance: i18n, loaded: LoadedNamespaces): void {
  for (const [namespace, language, bundle] of loaded) addBundle(instance, language, namespace, bundle);
}

/** The lazy namespaces `instance` has in some language but not in `language`. */
function missingIn(instance: i18n, language: Code, wanted?: readonly LazyNamespace[]): LazyNamespace[] {
  const known = wanted ?? [...new Set(Object.values(instance.store.data).flatMap((bundles) => Object.keys(bundles)))].filter(isLazy);
  return known.filter((namespace) => !instance.hasResourceBundle(language, namespace));
}

async function addLanguage(instance: i18n, language: Code, namespaces: readonly LazyNamespace[]): Promise<void> {
  const bundles = await Promise.all(namespaces.map((namespace) => loaders[namespace][language]()));
  namespaces.forEach((namespace, index) => addBundle(instance, language, namespace, bundles[index]!));
}

/**
 * Whether `namespace` is there in `language`, fetching it when not: for text written in another
 * language than the screen's (a reply in the visitor's language). The caller waits for true.
 */
export function useNamespaceIn(namespace: LazyNamespace, language: string): boolean {
  const { i18n: instance } = useTranslation();
  const code = codeOf(language);
  const present = instance.hasResourceBundle(code, namespace);
  const [, setAdded] = useState(0);
  useEffect(() => {
    if (present) return;
    let live = true;
    void addLanguage(instance, code, [namespace])
      .then(() => live && setAdded((count) => count + 1))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [instance, code, namespace, present]);
  return present;
}

/**
 * Switches `instance` to `language` once the lazy namespaces loaded so far are there in it, so
 * the screen never shows a key; a namespace that cannot be fetched (offline, first visit) leaves
 * the language as it was.
 */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  const code = codeOf(language);
  const missing = missingIn(instance, code);
  // With nothing to fetch the switch happens in this task, as a tap on EN/ES expects.
  if (missing.length > 0) await addLanguage(instance, code, missing);
  await instance.changeLanguage(code);
}

/**
 * `Component` with `loaded` added to the i18next instance it renders under, before its children
 * translate anything. Adding is synchronous and idempotent, so no key is ever shown missing; where
 * the instance is in another language than the one loaded (it changed while the route loaded),
 * nothing is drawn until its own are there.
 */
export function withNamespaces<P extends object>(Component: ComponentType<P>, loaded: LoadedNamespaces): ComponentType<P> {
  const namespaces = loaded.map(([namespace]) => namespace);
  function WithNamespaces(props: P) {
    const { i18n: instance } = useTranslation();
    addNamespaces(instance, loaded);
    const language = codeOf(instance.language);
    const missing = missingIn(instance, language, namespaces);
    const [, setAdded] = useState(0);
    useEffect(() => {
      if (missing.length === 0) return;
      let live = true;
      void addLanguage(instance, language, missing)
        .then(() => live && setAdded((count) => count + 1))
        .catch(() => undefined);
      return () => {
        live = false;
      };
    });
    return missing.length === 0 ? <Component {...props} /> : null;
  }
  WithNamespaces.displayName = `WithNamespaces(${Component.displayName ?? Component.name})`;
  return WithNamespaces;
}
