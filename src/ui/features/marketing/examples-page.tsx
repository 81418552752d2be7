import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';

/**
 * Hand-drawn previews (CSS only, no images to download) until the member-site renderer can show
 * real demo sites here. Colours are picked to keep text contrast at AA.
 */
const EXAMPLES = [
  { id: 'bakery', color: '#8a4b14', accent: '#fbe7c6', pattern: 'dots', keys: { name: 'examples.sites.bakery.name', kind: 'examples.sites.bakery.kind', tagline: 'examples.sites.bakery.tagline', cta: 'examples.sites.bakery.cta', summary: 'examples.sites.bakery.summary' } },
  { id: 'plumber', color: '#0b4f8a', accent: '#d6ecff', pattern: 'stripes', keys: { name: 'examples.sites.plumber.name', kind: 'examples.sites.plumber.kind', tagline: 'examples.sites.plumber.tagline', cta: 'examples.sites.plumber.cta', summary: 'examples.sites.plumber.summary' } },
  { id: 'salon', color: '#8e2a5a', accent: '#fbe0ee', pattern: 'waves', keys: { name: 'examples.sites.salon.name', kind: 'examples.sites.salon.kind', tagline: 'examples.sites.salon.tagline', cta: 'examples.sites.salon.cta', summary: 'examples.sites.salon.summary' } },
  { id: 'taqueria', color: '#a3321b', accent: '#ffe3b8', pattern: 'stripes', keys: { name: 'examples.sites.taqueria.name', kind: 'examples.sites.taqueria.kind', tagline: 'examples.sites.taqueria.tagline', cta: 'examples.sites.taqueria.cta', summary: 'examples.sites.taqueria.summary' } },
  { id: 'fitness', color: '#1d1d1f', accent: '#d9f99d', pattern: 'dots', keys: { name: 'examples.sites.fitness.name', kind: 'examples.sites.fitness.kind', tagline: 'examples.sites.fitness.tagline', cta: 'examples.sites.fitness.cta', summary: 'examples.sites.fitness.summary' } },
  { id: 'garden', color: '#215c2c', accent: '#dcf5d9', pattern: 'waves', keys: { name: 'examples.sites.garden.name', kind: 'examples.sites.garden.kind', tagline: 'examples.sites.garden.tagline', cta: 'examples.sites.garden.cta', summary: 'examples.sites.garden.summary' } },
] as const;

export function ExamplesPage() {
  const { t } = useTranslation('marketing');
  return (
    <main className="marketing page" aria-labelledby="examples-title">
      <header className="page-header">
        <h1 id="examples-title">{t('examples.title')}</h1>
        <p className="page-header__lead">{t('examples.lead')}</p>
      </header>
      <ul className="example-grid">
        {EXAMPLES.map((example) => (
          <li key={example.id} className="example">
            <figure className="example__figure">
              <div
                className={`site-preview site-preview--${example.pattern}`}
                style={{ '--preview-color': example.color, '--preview-accent': example.accent } as CSSProperties}
                role="img"
                aria-label={t('examples.previewOf', { name: t(example.keys.name), kind: t(example.keys.kind) })}
              >
                <div className="site-preview__bar">
                  <span className="site-preview__brand">{t(example.keys.name)}</span>
                  <span className="site-preview__nav">
                    <span>{t('examples.nav.home')}</span>
                    <span>{t('examples.nav.services')}</span>
                    <span>{t('examples.nav.contact')}</span>
                  </span>
                </div>
                <div className="site-preview__hero">
                  <span className="site-preview__tagline">{t(example.keys.tagline)}</span>
                  <span className="site-preview__button">{t(example.keys.cta)}</span>
                </div>
                <div className="site-preview__tiles">
                  <span />
                  <span />
                  <span />
                </div>
              </div>
              <figcaption>
                <h2 className="example__name">{t(example.keys.name)}</h2>
                <p>{t(example.keys.summary)}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <section className="cta-band" aria-labelledby="examples-cta-title">
        <h2 id="examples-cta-title">{t('examples.ctaTitle')}</h2>
        <Link className="button button--large" to={ROUTES.getStarted}>
          {t('examples.ctaButton')}
        </Link>
      </section>
    </main>
  );
}
