import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { SiteLanguage } from '../../../core/member/member-record';
import { canUseForms } from '../../../core/plans/plan-gates';
import type { PlanTier } from '../../../core/plans/plan-level';
import type { ExampleSite, ExampleSiteId } from '../../../public-site/demo/example-sites';
import { EXAMPLE_SITE_IDS, exampleSite, exampleSiteDocument, isExampleSiteId } from '../../../public-site/demo/example-sites';
import { SiteFrame } from '../../components/site-frame';
import { siteLanguageOf } from '../../i18n/i18n';
import './examples.css';
import { useLocalizedPath } from '../../services/use-localized-path';

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

/** The frames of the first row draw at once; a lazy frame waits for layout and scrolling first. */
const FIRST_ROW = 3;

export function ExamplesPage() {
  const { t } = useTranslation('marketing');
  const language = useSiteLanguage();
  const examples = useMemo(
    () =>
      EXAMPLE_SITE_IDS.map((id) => {
        const site = exampleSite(id, language, appOrigin());
        return { site, html: exampleSiteDocument(site) };
      }),
    [language],
  );
  return (
    <main className="marketing page" aria-labelledby="examples-title">
      <header className="page-header">
        <h1 id="examples-title">{t('examples.title')}</h1>
        <p className="page-header__lead">{t('examples.lead')}</p>
      </header>
      <ul className="example-grid">
        {examples.map(({ site, html }, index) => (
          <li key={site.id} className="example">
            {/* A thumbnail only: the link below opens it, so nothing inside takes focus or clicks. */}
            <div className="example__thumb" inert>
              <SiteFrame html={html} title={t('examples.frameTitle', { name: site.name })} loading={index < FIRST_ROW ? 'eager' : 'lazy'} testId={`example-${site.id}`} />
            </div>
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
        <Link className="button button--large" to={ROUTES.getStarted}>
          {t('examples.ctaButton')}
        </Link>
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
          <Link className="button" to={ROUTES.getStarted}>
            {t('examples.ctaButton')}
          </Link>
        </div>
      </header>
      <div className={`example-view__frame example-view__frame--${width}`}>
        <SiteFrame html={html} title={t('examples.frameTitle', { name: site.name })} testId="example-site" />
      </div>
    </main>
  );
}
