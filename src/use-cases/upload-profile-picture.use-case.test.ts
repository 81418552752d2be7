import { describe, expect, it } from 'vitest';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';
import { seedMember, useCaseContainer } from '../../test/support/use-case-fixtures';
import { UploadProfilePictureUseCase } from './upload-profile-picture.use-case';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(UploadProfilePictureUseCase).toSelf();
  return { ...memory, upload: memory.container.get(UploadProfilePictureUseCase) };
}

describe('UploadProfilePictureUseCase', () => {
  it('stores the prepared picture at the clock timestamp and saves its URL', async () => {
    const { container, clock, db, upload } = setup();
    await seedMember(container, 'picturememb1');
    const prepared = new Blob([PNG, new Uint8Array([9])], { type: 'image/png' });
    const result = await upload.execute({ memberId: 'picturememb1', file: { name: 'me.png', type: 'image/png', bytes: new Blob([PNG]) }, prepare: async () => prepared });
    const path = `vMember/picturememb1/profilePicture/${clock.now()}`;
    expect(result).toEqual({ ok: true, url: `memory://${path}` });
    expect(db.readFile(path)?.bytes.length).toBe(PNG.length + 1);
    expect((await container.get<MemberRecordsPort>(MEMBER_RECORDS).get('picturememb1'))?.picture).toBe(`memory://${path}`);
  });

  it.each([
    ['an HTML page named .png', { name: 'x.png', type: 'image/png', bytes: new Blob(['<html><script>alert(1)</script>']) }, 'content-mismatch'],
    ['an SVG', { name: 'x.svg', type: 'image/svg+xml', bytes: new Blob(['<svg onload="alert(1)"/>']) }, 'unsupported-type'],
    ['an empty file', { name: 'x.png', type: 'image/png', bytes: new Blob([]) }, 'empty-file'],
    ['a 50 MB file', { name: 'x.png', type: 'image/png', bytes: new Blob([PNG, new Uint8Array(50 * 1024 * 1024)]) }, 'file-too-large'],
    ['a path in the name', { name: '../x.png', type: 'image/png', bytes: new Blob([PNG]) }, 'invalid-file-name'],
  ])('refuses %s without touching the saved picture', async (_label, file, error) => {
    const { container, upload } = setup();
    const before = await seedMember(container, 'picturememb2');
    let prepared = false;
    const result = await upload.execute({ memberId: 'picturememb2', file, prepare: async (b) => ((prepared = true), b) });
    expect(result).toEqual({ ok: false, error });
    expect(prepared).toBe(false);
    expect((await container.get<MemberRecordsPort>(MEMBER_RECORDS).get('picturememb2'))?.picture).toBe(before.picture);
  });

  it('keeps the saved picture when the upload fails', async () => {
    const { container, db, upload } = setup();
    const before = await seedMember(container, 'picturememb3');
    db.setOffline(true);
    await expect(upload.execute({ memberId: 'picturememb3', file: { name: 'me.png', type: 'image/png', bytes: new Blob([PNG]) } })).rejects.toMatchObject({ code: 'unavailable' });
    db.setOffline(false);
    expect((await container.get<MemberRecordsPort>(MEMBER_RECORDS).get('picturememb3'))?.picture).toBe(before.picture);
  });
});
