import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageIdOf } from '../../core/dashboard/app-routes';

/** Sets `<meta name="…" content="…">` in the head, adding the tag when the HTML has none. */
function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * The document's title and description follow the route and the interface language (the
 * `pages` translations, the same the build writes into each prerendered file), so a tab, the
 * history and a bookmark name the screen in the language it is shown in.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const page = pageIdOf(pathname);
  const title = t(`pages.${page}.title`);
  const description = t(`pages.${page}.description`);
  const noindex = page === 'notFound';
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    // The 404 file says noindex; the page the visitor goes on to from it does not.
    if (noindex) setMeta('robots', 'noindex');
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [title, description, noindex]);
}

/**
 * A page that is not one (the not-found page) asks search engines to leave it out, whatever
 * the server answered: a client-side navigation never reaches the server's 404.
 */
export function useNoIndex(): void {
  useEffect(() => {
    setMeta('robots', 'noindex');
    return () => document.head.querySelector('meta[name="robots"]')?.remove();
  }, []);
}
