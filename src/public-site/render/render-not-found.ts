import { escapeHtml as e } from './html-escape';
import { NOT_FOUND_STRINGS } from './site-strings';
import { notFoundStyles } from './site-styles';

/**
 * The page for an unknown or unpublished site. It cannot know the site's language (there is
 * no site), so it says the same thing in English and Spanish; it never says which of the two
 * cases it is, so a visitor cannot tell an unpublished site from one that never existed.
 */
export function renderNotFound(homeUrl = '/'): string {
  const { EN, ES } = NOT_FOUND_STRINGS;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${e(EN.title)} · ${e(ES.title)}</title><style>${notFoundStyles()}</style></head>` +
    `<body><main><p class="code">404</p><h1>${e(EN.title)}</h1><p>${e(EN.text)}</p><a href="${e(homeUrl)}">${e(EN.home)}</a>` +
    `<hr><div lang="es"><h1>${e(ES.title)}</h1><p>${e(ES.text)}</p><a href="${e(homeUrl)}">${e(ES.home)}</a></div></main></body></html>`
  );
}
