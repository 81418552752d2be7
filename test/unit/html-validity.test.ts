import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES, SITE_FORMS_DOC } from '../../src/core/forms/form-shapes';
import type { SiteCustomer } from '../../src/core/portal/customer';
import { articlePages } from '../../src/core/site/article-pages';
import type { PlanTier } from '../../src/core/plans/plan-level';
import type { PublicMemberFields } from '../../src/core/site/public-projection';
import { publicSiteModel } from '../../src/core/site/public-site-model';
import { normalizeSiteContent } from '../../src/core/site/site-content';
import type { SiteLanguage } from '../../src/core/member/member-record';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';
import { ELITE_DEMO_COVER, eliteDemoSiteDocuments } from '../../src/public-site/demo/elite-demo-site';
import { EXAMPLE_SITE_IDS, exampleSite } from '../../src/core/site/examples/example-sites';
import { renderArticlePage } from '../../src/public-site/render/render-article-page';
import { renderNotFound } from '../../src/public-site/render/render-not-found';
import { renderPortalPage } from '../../src/public-site/render/render-portal-page';
import { renderBookingPage } from '../../src/public-site/render/render-booking-page';
import type { BookingPage } from '../../src/core/bookings/booking-page';
import type { FormState } from '../../src/public-site/render/render-public-site';
import { renderPublicSite } from '../../src/public-site/render/render-public-site';

/*
 * Every page a member's site serves, checked by the Nu Html Checker (the W3C validator) in one
 * run: the example, demo and Elite demo sites in both languages, an article page, the portal as a
 * guest (also with forms sent back in error) and as a customer, and the not-found page. Any error fails; warnings are only listed.
 */

const VNU_JAR = path.resolve(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');
const hasJava = spawnSync('java', ['-version']).status === 0;
const NOW = Date.parse('2026-11-25T21:00:00Z');
const LANGUAGES: readonly SiteLanguage[] = ['EN', 'ES'];
const ELITE_MEMBER: PublicMemberFields = { username: 'elitede', domain: 'elitede.sitio.app', namePublico: 'Elite Fitness Studio', coverPicture: ELITE_DEMO_COVER, siteLanguage: 'EN' };
const CUSTOMER: SiteCustomer = { uid: 'c1', name: 'Ana López', email: 'ana@example.com', status: 'active', groups: [], joinedAt: NOW, lastVisitAt: NOW };

/** A form with every kind of field, sent back with each field in error. */
const EVERY_FIELD = {
  id: 'every-field',
  title: 'Every field',
  fields: FORM_FIELD_TYPES.map((type, i) => ({ id: `f${i}`, type, label: `Field ${i}`, ...(type.endsWith('choice') ? { options: ['One', 'Two'] } : {}) })),
};
const INVALID: FormState = {
  state: 'invalid',
  formId: EVERY_FIELD.id,
  errors: Object.fromEntries(EVERY_FIELD.fields.map((f) => [f.id, 'required' as const])),
  values: Object.fromEntries(EVERY_FIELD.fields.map((f) => [f.id, ['One']])),
};

interface VnuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly message: string;
  readonly extract?: string;
}

function siteModel(member: PublicMemberFields, documents: Readonly<Record<string, unknown>>, tier: PlanTier, language: SiteLanguage) {
  return publicSiteModel(member, normalizeSiteContent(documents), tier, language);
}

/** The Book page's steps: a time just taken with the visitor's entries sent back, done, and managed. */
function bookingPages(): Record<string, BookingPage> {
  const service = { id: 'pt', name: 'Personal training', durationMinutes: 60, priceNote: 'from $40' };
  const hour = 60 * 60 * 1000;
  const form = { errors: { name: 'required', contact: 'contact-required', note: 'too-long' }, values: { service: 'pt', date: '2026-12-01', time: '10:00', note: 'x' } } as const;
  return {
    choose: {
      kind: 'choose',
      services: [service, { id: 'fa', name: 'Fitness assessment', durationMinutes: 30, priceNote: '' }],
      service,
      days: [{ date: '2026-12-01', weekday: 'tuesday', free: 2 }, { date: '2026-12-02', weekday: 'wednesday', free: 0 }],
      date: '2026-12-01',
      slots: [{ start: NOW + hour, end: NOW + 2 * hour, time: '10:00' }, { start: NOW + 2 * hour, end: NOW + 3 * hour, time: '11:00' }],
      form,
      notice: 'taken',
      timeZone: 'America/Chicago',
    },
    done: { kind: 'done', status: 'requested' },
    manage: { kind: 'manage', booking: { serviceName: 'Personal training', start: NOW + hour, status: 'confirmed', canCancel: true, proposed: null }, bookingId: 'b1', token: 't'.repeat(32), cancelled: false, refused: true, timeZone: 'America/Chicago' },
    proposed: { kind: 'manage', booking: { serviceName: 'Personal training', start: NOW + hour, status: 'declined', canCancel: false, proposed: { start: NOW + 3 * hour, query: '?service=pt&date=2026-12-01&time=12%3A00#times' } }, bookingId: 'b1', token: 't'.repeat(32), cancelled: false, refused: false, timeZone: 'America/Chicago' },
  };
}

/** The pages to check, by file name. */
function pages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const lang = language.toLowerCase();
    for (const id of EXAMPLE_SITE_IDS) {
      const site = exampleSite(id, language, 'https://sitio.app');
      out[`example-${id}-${lang}.html`] = renderPublicSite(publicSiteModel(site.member, site.content, site.tier), { basePath: '', countViews: false }).html;
    }
    const demo = siteModel(DEMO_MEMBER, DEMO_SITE_DOCUMENTS, 'Elite', language);
    out[`demo-${lang}.html`] = renderPublicSite(demo, { basePath: '/s/sol1234', countViews: true, lightbox: true, now: NOW }).html;
    const elite = siteModel(ELITE_MEMBER, eliteDemoSiteDocuments(NOW), 'Elite', language);
    out[`elite-${lang}.html`] = renderPublicSite(elite, { basePath: '/s/elitede', countViews: true, lightbox: true, now: NOW }).html;
    const [article] = articlePages(elite);
    if (article === undefined) throw new Error('the Elite demo has no article');
    out[`elite-article-${lang}.html`] = renderArticlePage(elite, article, { basePath: '/s/elitede', countViews: true, now: NOW }).html;
    const withForm = siteModel(ELITE_MEMBER, { ...eliteDemoSiteDocuments(NOW), [SITE_FORMS_DOC]: { forms: [{ title: '', fields: [] }, EVERY_FIELD] } }, 'Elite', language);
    out[`elite-form-invalid-${lang}.html`] = renderPublicSite(withForm, { basePath: '/s/elitede', countViews: true, lightbox: true, now: NOW, form: INVALID }).html;
    const sentBack = { form: 'sign-up', errors: { name: 'required', email: 'email-taken', password: 'weak-password' }, problem: 'limited', values: { name: 'Ana', email: 'ana@example.com' } } as const;
    const invited = { kind: 'guest', policy: 'invitation', invite: { id: 'i1', email: 'ana@example.com' }, signedInAs: 'bo@example.com', notice: 'reset-sent', form: sentBack } as const;
    out[`elite-portal-errors-${lang}.html`] = renderPortalPage(elite, invited, { basePath: '/s/elitede' }).html;
    const guest = { kind: 'guest', policy: 'approval', invite: null, signedInAs: null, notice: null, form: null } as const;
    out[`elite-portal-guest-${lang}.html`] = renderPortalPage(elite, guest, { basePath: '/s/elitede' }).html;
    const account = { kind: 'account', customer: CUSTOMER, announcements: [{ announcement: { id: 'a1', title: 'Holiday hours', body: 'Closed on Monday.', groups: ['g1'], createdAt: NOW }, unread: true }] } as const;
    out[`elite-portal-account-${lang}.html`] = renderPortalPage(elite, account, { basePath: '/s/elitede' }).html;
    for (const [name, page] of Object.entries(bookingPages())) out[`elite-book-${name}-${lang}.html`] = renderBookingPage(elite, page, { basePath: `/s/elitede/${lang}` }).html;
  }
  out['not-found.html'] = renderNotFound('/');
  return out;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-html-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!hasJava)('the HTML of members’ sites, by the Nu Html Checker (skipped where java is absent)', () => {
  it('has no error on any page', () => {
    const files = Object.entries(pages()).map(([name, html]) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, html);
      return file;
    });
    expect(files.length).toBeGreaterThanOrEqual(20);
    // The pages sent back do show their errors, so those are checked too.
    for (const name of ['elite-form-invalid-en.html', 'elite-portal-errors-es.html', 'elite-book-choose-es.html']) expect(fs.readFileSync(path.join(dir, name), 'utf8')).toContain('aria-invalid="true"');
    const stdout = execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const warnings = messages.filter((m) => m.subType === 'warning');
    if (warnings.length > 0) console.warn(warnings.map((m) => `${path.basename(m.url ?? '')}:${m.lastLine ?? '?'} ${m.message}`).join('\n'));
    const errors = messages.filter((m) => m.type !== 'info').map((m) => `${path.basename(m.url ?? '')}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`);
    expect(errors).toEqual([]);
  }, 120_000);
});
