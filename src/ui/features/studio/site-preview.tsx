import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRecord, SiteLanguage } from '../../../core/member/member-record';
import type { PlanTier } from '../../../core/plans/plan-level';
import { memberPatchOfSection } from '../../../core/site/projected-sections';
import { publicProjectionOf } from '../../../core/site/public-projection';
import { publicSiteModel, siteLanguageOf } from '../../../core/site/public-site-model';
import { TEXT_LANGUAGES } from '../../../core/site/text-translations';
import type { StudioSection } from '../../../core/plans/plan-gates';
import type { SiteContent } from '../../../core/site/site-content';
import { parseSection } from '../../../core/site/site-content';
import { frameDocument } from '../../../public-site/render/frame-document';
import { renderPublicSite } from '../../../public-site/render/render-public-site';
import { SiteFrame } from '../../components/site-frame';

/** The preview waits for a pause in typing, so rendering never runs on the keystroke itself. */
export const PREVIEW_DEBOUNCE_MS = 250;

export type PreviewWidth = 'desktop' | 'mobile';

/** The HTML the public site would send for this member and content, without the view counter, to a visitor reading `language`. */
export function previewHtml(member: MemberRecord, content: SiteContent, tier: PlanTier, language?: SiteLanguage): string {
  const model = publicSiteModel(publicProjectionOf(member), content, tier, language);
  // Rendered for a sandboxed frame: its menu links stay in the frame, default pictures still load.
  return frameDocument(renderPublicSite(model, { basePath: `/s/${member.username}`, countViews: false }).html, window.location.origin);
}

/**
 * The stored site with one section replaced by what the member is typing (its valid part): the
 * name and styles sections change the member's public fields, the others their own section.
 */
export function withEditedSection(member: MemberRecord, content: SiteContent, section: StudioSection, raw: unknown): { member: MemberRecord; content: SiteContent } {
  const value = parseSection(section, raw).value;
  const patch = memberPatchOfSection(section, value);
  if (patch !== null) return { member: { ...member, ...patch }, content };
  return { member, content: { ...content, sections: { ...content.sections, [section]: value } } };
}

/**
 * The member's site as visitors get it, from the public site's own renderer, in a SiteFrame
 * (no script, no form, no navigation of the dashboard).
 * Parsing and rendering run after a pause in typing, never on the keystroke itself.
 */
export function SitePreview({
  member,
  tier,
  content,
  edited,
}: {
  readonly member: MemberRecord;
  readonly tier: PlanTier;
  readonly content: SiteContent | null;
  /** The section being edited and its unsaved value, shown in place of the stored one. */
  readonly edited?: { readonly section: StudioSection; readonly raw: unknown } | null;
}) {
  const { t } = useTranslation('studio');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [html, setHtml] = useState<string | null>(null);
  // Null follows the site's language, also after the member changes it.
  const [chosenLanguage, setLanguage] = useState<SiteLanguage | null>(null);
  const language = chosenLanguage ?? siteLanguageOf(member);

  useEffect(() => {
    if (content === null) return;
    const timer = setTimeout(() => {
      const shown = edited === undefined || edited === null ? { member, content } : withEditedSection(member, content, edited.section, edited.raw);
      setHtml(previewHtml(shown.member, shown.content, tier, language));
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [member, content, tier, edited, language]);

  return (
    <section className="site-preview" aria-labelledby="preview-title">
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
      <div className={`site-preview__frame site-preview__frame--${width}`}>
        {html === null ? (
          <p aria-busy="true">{t('preview.loading')}</p>
        ) : (
          <SiteFrame title={t('preview.frameTitle')} html={html} testId="site-preview" />
        )}
      </div>
    </section>
  );
}
