import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRecord, SiteLanguage } from '../../../core/member/member-record';
import type { PlanTier } from '../../../core/plans/plan-level';
import { siteLanguageOf } from '../../../core/site/public-site-model';
import { TEXT_LANGUAGES } from '../../../core/site/text-translations';
import type { SiteContent } from '../../../core/site/site-content';
import { SiteFrame } from '../../components/site-frame';
import { useNearViewport } from '../../components/use-near-viewport';
import { WorkerClient } from '../../components/worker-client';
import { renderPreview, type EditedSection, type PreviewRequest } from './preview-render';
import type { PreviewMessage, PreviewReply } from './preview.worker';

/** The preview waits for a pause in typing, so rendering never runs on the keystroke itself. */
export const PREVIEW_DEBOUNCE_MS = 250;

export type PreviewWidth = 'desktop' | 'mobile';

/**
 * Renders previews in a worker, off the page's main thread: a whole site takes longer to render
 * than a frame of a slow phone lasts. Where the browser has no workers, or the worker cannot
 * start, the page renders them itself.
 */
class PreviewRenderer {
  // What the worker already holds, so a keystroke does not copy the whole site to it again.
  private sentMember: MemberRecord | null = null;
  private sentContent: SiteContent | null = null;
  private readonly client = new WorkerClient({
    start: () => new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' }),
    message: (request: PreviewRequest, id): PreviewMessage => {
      const { member, content, ...rest } = request;
      const message = { id, ...rest, ...(member === this.sentMember ? {} : { member }), ...(content === this.sentContent ? {} : { content }) };
      this.sentMember = member;
      this.sentContent = content;
      return message;
    },
    answer: (reply: PreviewReply, request) => ('html' in reply ? reply.html : renderPreview(request)),
    onPage: renderPreview,
  });

  render(request: PreviewRequest): Promise<string> {
    return this.client.ask(request);
  }

  dispose(): void {
    this.client.dispose();
  }
}

/** One renderer while the preview is on screen. */
function usePreviewRenderer(): PreviewRenderer | null {
  const [renderer, setRenderer] = useState<PreviewRenderer | null>(null);
  useEffect(() => {
    const made = new PreviewRenderer();
    setRenderer(made);
    return () => made.dispose();
  }, []);
  return renderer;
}

/**
 * The member's site as visitors get it, from the public site's own renderer, in a SiteFrame
 * (no script, no form, no navigation of the dashboard).
 * Parsing and rendering run after a pause in typing, off the page's main thread where the
 * browser allows; a keystroke only restarts the wait.
 */
export const SitePreview = memo(function SitePreview({
  member,
  tier,
  content,
  edited,
}: {
  readonly member: MemberRecord;
  readonly tier: PlanTier;
  readonly content: SiteContent | null;
  /** The section being edited and its unsaved value, shown in place of the stored one. */
  readonly edited?: EditedSection | null;
}) {
  const { t } = useTranslation('studio');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [html, setHtml] = useState<string | null>(null);
  // Null follows the site's language, also after the member changes it.
  const [chosenLanguage, setLanguage] = useState<SiteLanguage | null>(null);
  const language = chosenLanguage ?? siteLanguageOf(member);
  const renderer = usePreviewRenderer();
  // On a phone the preview sits below the form. Drawing a new preview document takes the page's
  // main thread for a while (the browser parses and lays out the whole site), so while the
  // preview is out of sight it keeps what it last showed and is drawn again on the way back.
  const [nearRef, near] = useNearViewport<HTMLElement>();

  useEffect(() => {
    if (content === null || renderer === null || !near) return;
    let current = true;
    const timer = setTimeout(() => {
      void renderer.render({ member, content, tier, language, edited: edited ?? null, origin: window.location.origin }).then((rendered) => {
        if (current) setHtml(rendered);
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [renderer, member, content, tier, edited, language, near]);

  // Drawn again only when what they show changes, not on every keystroke of the editor beside them.
  const bar = useMemo(
    () => (
      <div className="site-preview__bar">
        <h2 id="preview-title">{t('preview.title')}</h2>
        <div className="segmented" role="group" aria-label={t('preview.width')}>
          <button type="button" aria-pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>
            {t('preview.desktop')}
          </button>
          <button type="button" aria-pressed={width === 'mobile'} onClick={() => setWidth('mobile')}>
            {t('preview.mobile')}
          </button>
        </div>
        {/* Visitors get the site in either language: each text as written for it, else as written first. */}
        <div className="segmented" role="group" aria-label={t('preview.language')}>
          {TEXT_LANGUAGES.map((code) => (
            <button key={code} type="button" aria-pressed={language === code} onClick={() => setLanguage(code)}>
              {t(`preview.in${code}`)}
            </button>
          ))}
        </div>
      </div>
    ),
    [t, width, language],
  );
  const frame = useMemo(
    () => (
      <div className={`site-preview__frame site-preview__frame--${width}`}>
        {html === null ? <p aria-busy="true">{t('preview.loading')}</p> : <SiteFrame title={t('preview.frameTitle')} html={html} testId="site-preview" />}
      </div>
    ),
    [t, width, html],
  );

  return (
    <section ref={nearRef} className="site-preview" aria-labelledby="preview-title">
      {bar}
      {frame}
    </section>
  );
});
