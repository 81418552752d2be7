import { inject, injectable } from 'inversify';
import type { AnswerErrorCode, PostedFields } from '../../core/forms/form-answers';
import { readFormAnswers } from '../../core/forms/form-answers';
import { CONTACT_FORM_ID, FORM_ID_PATTERN } from '../../core/forms/form-definition';
import type { FormDefinition } from '../../core/forms/form-definition';
import { CONTACT_HONEYPOT_FIELD } from '../../core/site/contact-form';
import { viewerPageCache } from '../../core/site/page-cache';
import { publicSiteModel, siteLanguageOf } from '../../core/site/public-site-model';
import { viewerOf } from '../../core/portal/portal-forms';
import { DIGEST, type DigestPort } from '../../ports/digest.port';
import { FORM_POST_LIMITS_PORT, type FormPostLimitsPort } from '../../ports/form-post-limits.port';
import { PUBLIC_SITES, type PublicSitesPort, type PublishedSite } from '../../ports/public-sites.port';
import { SITE_RESULTS, type SiteResultsPort } from '../../ports/site-results.port';
import type { ResultLanguage } from '../../core/analytics/customer-actions';
import type { EpochMs } from '../../core/time/time';
import { SiteBeacons } from './site-beacon';
import type { SiteView, SiteVisit } from './site-views';
import { SiteViews } from './site-views';
import { visitorKey } from './visitor-key';

type Values = Readonly<Record<string, readonly string[]>>;

/** Why a post's body could not be read as a form's fields. */
export type UnreadablePost = 'too-large' | 'wrong-encoding';

export type FormPostOutcome =
  /** No such site, or no such form on it for this visitor (below Professional, removed, or kept for customers). */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'sent'; readonly form: FormDefinition }
  /** The post to a form that exists could not be read: larger than a form takes, or not a form's encoding. */
  | { readonly kind: 'unreadable'; readonly reason: UnreadablePost }
  /** Sent back with its problems and what was typed. */
  | { readonly kind: 'invalid'; readonly view: SiteView; readonly cache: string; readonly form: FormDefinition; readonly errors: Readonly<Record<string, AnswerErrorCode>>; readonly values: Values }
  /** Over the per-address or per-site limit: what was typed comes back, so waiting loses nothing. */
  | { readonly kind: 'limited'; readonly view: SiteView; readonly cache: string; readonly form: FormDefinition; readonly reason: 'address-limit' | 'site-limit'; readonly values: Values };

/** Whether a form id from an address can name a form at all. */
export function isFormId(formId: string): boolean {
  return formId === CONTACT_FORM_ID || FORM_ID_PATTERN.test(formId);
}

/**
 * A visitor's post to one of a site's forms: read and checked by the core's rules, counted
 * against the limits every server instance shares (in Firestore), then stored for the member,
 * in the language the visitor wrote in so the reply greets them in it. A bot that fills the
 * hidden field is told it succeeded, so it learns nothing about the trap.
 */
@injectable()
export class PostSiteFormUseCase {
  constructor(
    @inject(SiteViews) private readonly views: SiteViews,
    @inject(PUBLIC_SITES) private readonly sites: PublicSitesPort,
    @inject(FORM_POST_LIMITS_PORT) private readonly limits: FormPostLimitsPort,
    @inject(DIGEST) private readonly digest: DigestPort,
    @inject(SITE_RESULTS) private readonly results: SiteResultsPort,
    @inject(SiteBeacons) private readonly beacons: SiteBeacons,
  ) {}

  async execute(visit: SiteVisit, formId: string, posted: PostedFields | UnreadablePost, clientAddress: string): Promise<FormPostOutcome> {
    if (!isFormId(formId)) return { kind: 'not-found' };
    const view = await this.views.view(visit);
    if (view === null) return { kind: 'not-found' };
    const { site } = view;
    // Forms are found in the site's own language: their ids do not change with the visitor's.
    const model = publicSiteModel(site.member, site.content, view.tier, siteLanguageOf(site.member), viewerOf(view.person?.customer ?? null));
    const form = model.forms.find((f) => f.id === formId);
    if (form === undefined) return { kind: 'not-found' };
    // A page answering this visitor's own post is kept by no cache.
    const cache = viewerPageCache(view.model, viewerOf(view.person?.customer ?? null), view.now, true);
    if (typeof posted === 'string') return { kind: 'unreadable', reason: posted };
    if ((posted.getAll(CONTACT_HONEYPOT_FIELD)[0] ?? '') !== '') return { kind: 'sent', form };
    const result = readFormAnswers(form, posted);
    if (result.kind === 'invalid') return { kind: 'invalid', view, cache, form, errors: result.errors, values: result.values };
    const now = this.views.now();
    const verdict = await this.limits.admit(site.memberId, visitorKey(this.digest, site.memberId, clientAddress, 'sitio-form'), now);
    if (verdict !== 'accepted') {
      const values = Object.fromEntries([['name', posted.getAll('name')], ['email', posted.getAll('email')], ...form.fields.map((f) => [f.id, posted.getAll(f.id)])]) as Values;
      return { kind: 'limited', view, cache, form, reason: verdict, values };
    }
    await this.sites.saveFormSubmission(site.memberId, {
      formId: form.id,
      formTitle: form.title,
      ...result.value,
      createdAt: now,
      site: visit.username,
      language: view.language === 'ES' ? 'es' : 'en',
    });
    await this.countSent(site, clientAddress, view.language === 'ES' ? 'es' : 'en', now);
    return { kind: 'sent', form };
  }

  /**
   * A form sent is a customer action, counted here where it is stored rather than from the page:
   * each one counts (the post limits above already hold an address), up to the address's cap.
   * The message is kept whatever happens to its count, so a failed count is not the visitor's error.
   */
  private async countSent(site: PublishedSite, clientAddress: string, language: ResultLanguage, at: EpochMs): Promise<void> {
    try {
      await this.results.recordAction(site.memberId, { kind: 'form', visitorKey: null, addressKey: this.beacons.addressKey(site, clientAddress), at, language });
    } catch {
      // Counted nowhere: the member's results miss one form, the member's inbox does not.
    }
  }
}
