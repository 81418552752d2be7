// Apart from the source classification so the dashboard's first screen, which draws the QR code,
// carries only these few lines.

/** The address parameter a link or QR code names its source with. */
export const SOURCE_PARAM = 'src';
export const QR_SOURCE_VALUE = 'qr';

/**
 * The site's address as its QR code carries it: tagged, so a scan counts as the QR code even
 * though a camera app sends no referrer.
 */
export function qrCodeUrl(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return siteUrl;
  }
  url.searchParams.set(SOURCE_PARAM, QR_SOURCE_VALUE);
  return url.toString();
}
