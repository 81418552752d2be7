import type { MemberRecord } from '../member/member-record';

/*
 * The public projection: what publicSites/{username} holds, decided here and nowhere else.
 * Adapters persist what these functions return; the security rules' publicSiteFields() is
 * checked against PUBLIC_FIELDS by a rules test, so the two cannot drift apart.
 */

/**
 * Every member field the public site may know, copied to publicSites/{username} beside
 * `memberId`. E-mails, phone, status, billing and role fields are not here, so no adapter can
 * copy them. A new public fact is one more entry here, one more line in publicProjectionOf and
 * its check in firestore.rules.
 */
export const PUBLIC_FIELDS = [
  'username',
  'domain',
  'namePublico',
  'businessName',
  'themeColor',
  'font',
  'coverTemplate',
  'picture',
  'favicon',
  'coverPicture',
  'siteLanguage',
  'published',
  'suspended',
] as const;

export type PublicField = (typeof PUBLIC_FIELDS)[number];

/** The member-record fields the projection is computed from. */
export type ProjectionSource = Pick<MemberRecord, 'id' | PublicField>;

/** The whole document at publicSites/{username}. */
export type PublicProjection = { readonly memberId: string; readonly suspended: boolean } & Pick<MemberRecord, Exclude<PublicField, 'suspended'>>;

/** Public fields a record may lack; the projection leaves them out rather than store a blank. */
export const OPTIONAL_PUBLIC_FIELDS: readonly PublicField[] = ['favicon'];

export function publicProjectionOf(member: ProjectionSource): PublicProjection {
  return {
    memberId: member.id,
    username: member.username,
    domain: member.domain,
    namePublico: member.namePublico,
    businessName: member.businessName,
    themeColor: member.themeColor,
    font: member.font,
    coverTemplate: member.coverTemplate,
    picture: member.picture,
    ...(typeof member.favicon === 'string' ? { favicon: member.favicon } : {}),
    coverPicture: member.coverPicture,
    siteLanguage: member.siteLanguage,
    // Visitors see the site while the member's record says published and no administrator has
    // taken it down (isSiteShown); the reason of a takedown stays on the record.
    published: member.published,
    suspended: member.suspended === true,
  };
}

/** Whether a change to these record fields changes the projection (and so must rewrite it). */
export function touchesProjection(changedFields: Iterable<string>): boolean {
  for (const field of changedFields) if ((PUBLIC_FIELDS as readonly string[]).includes(field)) return true;
  return false;
}

/** The projection after `patch` is applied to the record: what an adapter writes with the patch. */
export function projectionAfter(member: ProjectionSource, patch: Readonly<Partial<Record<keyof MemberRecord, unknown>>>): PublicProjection {
  const next: Record<string, unknown> = { ...member };
  for (const [field, value] of Object.entries(patch)) if (value !== undefined) next[field] = value;
  return publicProjectionOf(next as unknown as ProjectionSource);
}

/**
 * The member fields a public site may show, read from a stored projection (or any document)
 * that may predate this code: only the projection's fields, each of the right type or absent.
 */
export interface PublicMemberFields {
  readonly username: string;
  readonly domain: string;
  readonly namePublico: string;
  readonly businessName?: string | null;
  readonly themeColor?: string;
  readonly font?: string;
  readonly coverTemplate?: number;
  readonly picture?: string;
  /** The icon of the site's tab, when the record has one. */
  readonly favicon?: string;
  readonly coverPicture?: string;
  readonly siteLanguage?: string;
}

/** Only the public projection's fields, whatever else a stored document holds. */
export function publicMemberFields(data: Readonly<Record<string, unknown>>): PublicMemberFields {
  const text = (key: PublicField) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  return {
    username: text('username') ?? '',
    domain: text('domain') ?? '',
    namePublico: text('namePublico') ?? '',
    businessName: text('businessName') ?? null,
    themeColor: text('themeColor'),
    font: text('font'),
    coverTemplate: typeof data.coverTemplate === 'number' ? data.coverTemplate : undefined,
    picture: text('picture'),
    favicon: text('favicon'),
    coverPicture: text('coverPicture'),
    siteLanguage: text('siteLanguage'),
  };
}
