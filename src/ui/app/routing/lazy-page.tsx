import { Suspense, use, type ComponentType } from 'react';
import { routeLanguage } from '../../i18n/lazy-namespaces';

/** A route's screen whose code arrives on demand; `preload` fetches it before it is drawn. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's code: null when it is already there. */
  readonly preload: () => Promise<unknown> | null;
}

/**
 * A screen loaded once, then drawn at once: unlike React.lazy, a page whose code was preloaded
 * (the first route before the app starts, so a prerendered page is adopted as it is) renders
 * without a Suspense round. A page brings its translations in the language shown when it loads,
 * so it is loaded again, translations only, for the other language (the build renders pages in
 * both). A failed load is tried again the next time the page is drawn.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const loaded = new Map<string, ComponentType>();
  const pending = new Map<string, Promise<ComponentType>>();
  const preload = (language: string): Promise<ComponentType> => {
    let loading = pending.get(language);
    if (loading === undefined) {
      loading = load().then(
        (component) => {
          loaded.set(language, component);
          return component;
        },
        (error: unknown) => {
          pending.delete(language);
          throw error;
        },
      );
      pending.set(language, loading);
    }
    return loading;
  };
  function Arriving({ language }: { readonly language: string }) {
    const Component = use(preload(language));
    return <Component />;
  }
  function Page() {
    const language = routeLanguage();
    // Drawn in another language than it was loaded in, a page fetches its missing translations itself (withNamespaces).
    const Component = loaded.get(language) ?? loaded.values().next().value;
    if (Component !== undefined) return <Component />;
    // Only a page drawn before its code is there (the router loads it first) waits, in a boundary
    // of its own: a loaded page is drawn bare, so a prerendered page is adopted in one pass.
    return (
      <Suspense fallback={null}>
        <Arriving language={language} />
      </Suspense>
    );
  }
  return Object.assign(Page, {
    preload: () => {
      const language = routeLanguage();
      return loaded.has(language) ? null : preload(language);
    },
  });
}
