import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { SiteLanguage } from '../../../core/member/member-record';
import { canUseForms } from '../../../core/plans/plan-gates';
import type { PlanTier } from '../../../core/plans/plan-level';
import type { ExampleSite, ExampleSiteId } from '../../../core/site/examples/example-sites';
import { EXAMPLE_SITE_IDS, exampleSite, isExampleSiteId } from '../../../core/site/examples/example-sites';
import { exampleSiteDocument } from '../../../public-site/demo/example-document';
import { exampleThumbnail } from '../../../public-site/demo/example-thumbnails';
import { SiteFrame } from '../../components/site-frame';
import { siteLanguageOf } from '../../i18n/i18n';
import './examples.css';
import { useLocalizedPath } from '../../services/use-localized-path';
import { GetStartedLink } from './get-started-link';

/*
 * The Examples page and each example at full size share this module, so the example content and
 * the public site's renderer arrive in one chunk, only when a visitor opens /examples, and
 * opening an example from the list needs no further download.
 */

export function examplePath(id: ExampleSiteId): string {
  return `${ROUTES.examples}/${id}`;
}

const PLAN_NAME_KEYS = {
  Basic: 'pricing.plans.Basic.name',
  Professional: 'pricing.plans.Professional.name',
  Elite: 'pricing.plans.Elite.name',
} as const satisfies Record<PlanTier, string>;

function useSiteLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return siteLanguageOf(i18n.language);
}

/**
 * Pictures of the examples are served by the app, whatever host it runs on. Rendered at build
 * time there is no host yet: root-relative addresses, which a srcdoc frame resolves against the
 * page it is in.
 */
function appOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function ExampleFacts({ site }: { readonly site: ExampleSite }) {
  const { t } = useTranslation('marketing');
  return (
    <p className="example__facts">
      {site.kind} · {t('examples.plan', { plan: t(PLAN_NAME_KEYS[site.tier]) })}
    </p>
  );
}

/**
 * The pictures of the first row load at once, the first one before anything else; the others wait
 * until the visitor scrolls near them.
 */
const FIRST_ROW = 3;

/** How wide a card's picture is drawn (examples.css): one, two or three cards a row. */
const THUMBNAIL_SIZES = '(max-width: 800px) calc(100vw - 34px), (max-width: 980px) calc(50vw - 30px), (max-width: 1152px) calc(33vw - 28px), 346px';

/** The example's home page as a picture, drawn ahead of time from the same renderer (see example-thumbnails.ts). */
function ExampleThumbnail({ site, index }: { readonly site: ExampleSite; readonly index: number }) {
  const { t } = useTranslation('marketing');
  const { src, srcSet, width, height } = exampleThumbnail(site.id, site.language);
  return (
    <img
      className="example__thumb"
      src={src}
      srcSet={srcSet}
      sizes={THUMBNAIL_SIZES}
      width={width}
      height={height}
      alt={t('examples.thumbnailAlt', { name: site.name })}
      loading={index < FIRST_ROW ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : undefined}
      decoding="async"
      data-testid={`example-${site.id}`}
    />
  );
}

export function ExamplesPage() {
  const { t } = useTranslation('marketing');
  const language = useSiteLanguage();
  const examples = useMemo(() => EXAMPLE_SITE_IDS.map((id) => exampleSite(id, language, appOrigin())), [language]);
  return (
    <main className="marketing page" aria-labelledby="examples-title">
      <header className="page-header">
        <h1 id="examples-title">{t('examples.title')}</h1>
        <p className="page-header__lead">{t('examples.lead')}</p>
      </header>
      <ul className="example-grid">
        {examples.map((site, index) => (
          <li key={site.id} className="example">
            <ExampleThumbnail site={site} index={index} />
            <div className="example__body">
              <h2 className="example__name">{site.name}</h2>
              <ExampleFacts site={site} />
              <p className="example__summary">{site.summary}</p>
              <Link className="example__open" to={examplePath(site.id)} aria-label={t('examples.openLabel', { name: site.name })}>
                {t('examples.open')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <section className="cta-band" aria-labelledby="examples-cta-title">
        <h2 id="examples-cta-title">{t('examples.ctaTitle')}</h2>
        <GetStartedLink className="button button--large" text={t('examples.ctaButton')} />
      </section>
    </main>
  );
}

type FrameWidth = 'desktop' | 'mobile';

/** One example at full size, as its visitors would get it, in the page's language. */
export function ExampleSitePage() {
  const localized = useLocalizedPath();
  const { t } = useTranslation('marketing');
  const { exampleId } = useParams();
  const language = useSiteLanguage();
  const [width, setWidth] = useState<FrameWidth>('desktop');
  const shown = useMemo(() => {
    if (!isExampleSiteId(exampleId)) return null;
    const site = exampleSite(exampleId, language, appOrigin());
    return { site, html: exampleSiteDocument(site) };
  }, [exampleId, language]);

  if (shown === null) return <Navigate to={localized(ROUTES.examples)} replace />;
  const { site, html } = shown;
  return (
    <main className="marketing page example-view" aria-labelledby="example-title">
      <Link className="example-view__back" to={localized(ROUTES.examples)}>
        <span aria-hidden="true">←</span>
        {t('examples.back')}
      </Link>
      <header className="example-view__header">
        <div>
          <h1 id="example-title">{site.name}</h1>
          <ExampleFacts site={site} />
          <p className="example-view__note">
            {t('examples.note')}
            {canUseForms(site.tier) ? ` ${t('examples.formOff')}` : ''}
          </p>
        </div>
        <div className="example-view__actions">
          <div className="example-view__widths" role="group" aria-label={t('examples.width')}>
            <button type="button" aria-pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>
              {t('examples.desktop')}
            </button>
            <button type="button" aria-pressed={width === 'mobile'} onClick={() => setWidth('mobile')}>
              {t('examples.mobile')}
            </button>
          </div>
          <GetStartedLink className="button" text={t('examples.ctaButton')} />
        </div>
      </header>
      <div className={`example-view__frame example-view__frame--${width}`}>
        <SiteFrame html={html} title={t('examples.frameTitle', { name: site.name })} testId="example-site" />
      </div>
    </main>
  );
}
