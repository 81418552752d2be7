/**
 * A rendered page made fit for an iframe's srcdoc inside the app. A srcdoc document resolves
 * relative URLs against the embedding page's address, so the page's own menu ('#hours') would
 * load the app inside the frame: the base keeps such links on the page itself. Pictures given
 * as paths of the app's origin ('/images/…') would then resolve against nothing, so they are
 * made absolute first with `assetOrigin`.
 */
export function frameDocument(html: string, assetOrigin: string): string {
  const origin = assetOrigin.replace(/\/+$/, '');
  const absolute = html.replace(/(\s(?:src|href)=")(\/(?!\/)[^"]*)"/g, (_match, attribute: string, path: string) => `${attribute}${origin}${path}"`);
  return absolute.replace('<head>', '<head><base href="about:srcdoc">');
}
