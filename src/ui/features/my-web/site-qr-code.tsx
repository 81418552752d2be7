import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QrMatrix {
  readonly size: number;
  readonly dark: readonly boolean[];
}

/** One SVG path of the dark modules, with the standard 4-module quiet zone around them. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.dark[row * matrix.size + col] === true) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/**
 * The QR code of the site's address, drawn as an SVG from the encoder's module matrix. The
 * encoder loads only on myWeb, so other dashboard screens do not carry it.
 */
export function SiteQrCode({ url }: { readonly url: string }) {
  const { t } = useTranslation('studio');
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);

  useEffect(() => {
    let active = true;
    let idle: number | null = null;
    void import('qrcode').then((qr) => {
      // Encoding takes a phone a few hundred ms: done when the page is idle, so that what My
      // Web draws first (a new member's draft checklist) is not kept waiting behind it.
      const encode = () => {
        if (!active) return;
        const code = qr.create(url, { errorCorrectionLevel: 'M' });
        setMatrix({ size: code.modules.size, dark: Array.from(code.modules.data, (bit) => bit === 1) });
      };
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(encode, { timeout: 1500 });
      else encode();
    });
    return () => {
      active = false;
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, [url]);

  if (matrix === null) return <p aria-busy="true">…</p>;
  const side = matrix.size + 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${qrPath(matrix)}"/></svg>`;
  return (
    <figure className="qr-code">
      <svg role="img" aria-label={t('myWeb.qrAlt')} viewBox={`0 0 ${side} ${side}`} width="168" height="168" shapeRendering="crispEdges" data-testid="site-qr">
        <rect width="100%" height="100%" fill="#fff" />
        <path fill="#000" d={qrPath(matrix)} />
      </svg>
      <figcaption>{t('myWeb.qrHint')}</figcaption>
      <a className="button button--secondary" download="website-qr.svg" href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}>
        {t('myWeb.qrDownload')}
      </a>
    </figure>
  );
}
