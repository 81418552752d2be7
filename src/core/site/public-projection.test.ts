import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import type { MemberRecord } from '../member/member-record';
import { newMemberRecord } from '../member/new-member-record';
import { memberPatchOfSection, projectedSectionOf } from './projected-sections';
import { PUBLIC_FIELDS, projectionAfter, publicMemberFields, publicProjectionOf, touchesProjection } from './public-projection';

const record: MemberRecord = {
  ...newMemberRecord({ uid: 'SolUid0000000000000000000001', email: 'sol@example.com', displayName: 'Sol', phoneNumber: '+1 555 0100' }, DEFAULT_APP_CONFIG, 0),
  createdAt: 0,
};

const PRIVATE_FIELDS = ['email', 'emailPublico', 'phoneNumber', 'status', 'trial', 'activeUntil', 'stripeId', 'admin', 'fullAccess', 'businessEmail', 'name'] as const;

describe('publicProjectionOf', () => {
  it('holds exactly memberId and the public fields, whatever else the record holds', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string(), fc.boolean(), fc.boolean(), (email, phone, status, published) => {
        const projection = publicProjectionOf({ ...record, email, emailPublico: email, phoneNumber: phone, status, published, stripeId: 'cus_1' } as MemberRecord);
        expect(Object.keys(projection).sort()).toEqual(['memberId', ...PUBLIC_FIELDS.filter((f) => f !== 'favicon' || record.favicon !== undefined)].sort());
        expect(projection.memberId).toBe(record.id);
        expect(projection.published).toBe(published);
        expect(projection.suspended).toBe(false);
        for (const field of PUBLIC_FIELDS) if (field !== 'suspended') expect(projection[field]).toBe(record[field] === undefined ? undefined : { ...record, published }[field]);
      }),
    );
  });

  it('carries the favicon when the record has one, and no blank when it has none', () => {
    expect(publicProjectionOf({ ...record, favicon: 'https://cdn.example/icon.png' } as MemberRecord).favicon).toBe('https://cdn.example/icon.png');
    expect('favicon' in publicProjectionOf({ ...record, favicon: undefined } as MemberRecord)).toBe(false);
  });

  it('carries a takedown as a switch, never its reason', () => {
    const projection = publicProjectionOf({ ...record, suspended: true, suspensionReason: 'Phishing' } as MemberRecord);
    expect(projection.suspended).toBe(true);
    expect(JSON.stringify(projection)).not.toContain('Phishing');
  });

  it('names no private field', () => {
    for (const field of PRIVATE_FIELDS) expect(PUBLIC_FIELDS as readonly string[]).not.toContain(field);
  });
});

describe('projectionAfter and touchesProjection', () => {
  it('applies a patch of public fields and ignores undefined values', () => {
    const next = projectionAfter(record, { namePublico: 'Panadería Sol', businessName: undefined, phoneNumber: '+1 555 0199' });
    expect(next.namePublico).toBe('Panadería Sol');
    expect(next.businessName).toBeNull();
    expect(next).not.toHaveProperty('phoneNumber');
  });

  it('says a patch touches the projection exactly when it names a public field', () => {
    fc.assert(
      fc.property(fc.subarray([...PUBLIC_FIELDS, ...PRIVATE_FIELDS]), (fields) => {
        expect(touchesProjection(fields)).toBe(fields.some((f) => (PUBLIC_FIELDS as readonly string[]).includes(f)));
      }),
    );
  });
});

describe('the projection of a sign-up record (moved from the Firestore mappers)', () => {
  it('carries only public fields', () => {
    const site = publicProjectionOf(record);
    expect(Object.keys(site).sort()).toEqual(
      ['memberId', 'username', 'domain', 'namePublico', 'businessName', 'themeColor', 'font', 'coverTemplate', 'picture', 'coverPicture', 'siteLanguage', 'published', 'suspended'].sort(),
    );
    expect(site.memberId).toBe(record.id);
  });

  it('takes the public part of a patch, or nothing when there is none', () => {
    expect(touchesProjection(Object.keys({ namePublico: 'Sol', phoneNumber: '+1', emailPublico: 'x@y.z' }))).toBe(true);
    expect(projectionAfter(record, { namePublico: 'Sol', phoneNumber: '+1', emailPublico: 'x@y.z' })).toEqual({ ...publicProjectionOf(record), namePublico: 'Sol' });
    expect(touchesProjection(Object.keys({ phoneNumber: '+1', businessEmail: null }))).toBe(false);
  });
});

describe('publicMemberFields', () => {
  it('keeps only public fields of the right type from any stored document', () => {
    const read = publicMemberFields({ ...record, coverTemplate: '2', font: 7, email: 'x@y.z' });
    expect(read).toEqual({
      username: record.username,
      domain: record.domain,
      namePublico: 'Sol',
      businessName: null,
      themeColor: '#0D0D0D',
      font: undefined,
      coverTemplate: undefined,
      picture: record.picture,
      coverPicture: record.coverPicture,
      siteLanguage: 'EN',
    });
    expect(publicMemberFields({})).toMatchObject({ username: '', domain: '', namePublico: '', businessName: null });
  });
});

describe('projected sections', () => {
  it('the name and styles sections set public member fields; the others set none', () => {
    expect(memberPatchOfSection('name', { publicName: 'Sol', businessName: '' })).toEqual({ namePublico: 'Sol', businessName: null });
    expect(memberPatchOfSection('styles', { themeColor: '#AA3300', font: 'Lato', coverTemplate: 2, coverPicture: '' })).toEqual({ themeColor: '#AA3300', font: 'Lato', coverTemplate: 2 });
    expect(memberPatchOfSection('styles', { themeColor: '#AA3300', font: 'Lato', coverTemplate: 2, coverPicture: '/c.png' })).toMatchObject({ coverPicture: '/c.png' });
    expect(memberPatchOfSection('gallery', { images: [] })).toBeNull();
  });

  it('reads back from the member what saving the section wrote, for every valid name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,40}[A-Za-z]$/), fc.option(fc.stringMatching(/^[A-Za-z]{1,40}$/), { nil: '' }), (publicName, businessName) => {
        const member = { ...record, ...memberPatchOfSection('name', { publicName, businessName }) };
        expect(projectedSectionOf('name', member)).toEqual({ publicName: publicName.replace(/ +/g, ' '), businessName });
      }),
    );
  });

  it('reads unusable stored styles as the defaults', () => {
    expect(projectedSectionOf('styles', { username: 'a', domain: '', namePublico: '', themeColor: 'red', font: 'Comic' })).toEqual({
      themeColor: '#0D0D0D',
      font: 'Roboto',
      coverTemplate: 1,
      coverPicture: '',
    });
  });
});
