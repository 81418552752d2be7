import { describe, expect, it } from 'vitest';
import type { MemberMessage } from '../../core/messages/message';
import { PRUNE_AGE_MS, STORAGE_QUOTA } from '../../core/storage/storage-quota';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { STORAGE_USAGE, STORED_IMAGES, type StorageUsagePort, type StoredImagesPort } from '../../ports/stored-images.port';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { NotifyMemberUseCase } from '../notifications/notify-member.use-case';
import { HandleStoredImageUseCase } from './handle-stored-image.use-case';
import { PruneUnusedImagesUseCase } from './prune-unused-images.use-case';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');
const UID = 'memberUid00000000000000000001';

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(NotifyMemberUseCase).toSelf();
  memory.container.bind(PruneUnusedImagesUseCase).toSelf();
  memory.container.bind(HandleStoredImageUseCase).toSelf();
  const put = (name: string, bytes: Uint8Array, contentType = 'image/png') => memory.db.putFile({ path: name, bytes, contentType });
  return {
    ...memory,
    put,
    handler: memory.container.get(HandleStoredImageUseCase),
    images: memory.container.get<StoredImagesPort>(STORED_IMAGES),
    usage: memory.container.get<StorageUsagePort>(STORAGE_USAGE),
    messages: memory.container.get<MessagesPort>(MESSAGES),
  };
}

function messagesOf(messages: MessagesPort, memberId: string): Promise<readonly MemberMessage[]> {
  return new Promise((resolve) => {
    const stop = messages.watchMessages(memberId, (list) => {
      resolve(list);
      queueMicrotask(stop);
    });
  });
}

describe('HandleStoredImageUseCase', () => {
  it('counts a real picture once, however often its upload is reported, and forgets it once removed', async () => {
    const { handler, put, usage } = setup();
    const name = `vMember/${UID}/site/1700000000000`;
    put(name, PNG);
    expect(await handler.finalized({ name, contentType: 'image/png', bytes: 2000 })).toEqual({ kind: 'counted', usage: { files: 1, bytes: 2000 }, pruned: 0 });
    expect((await handler.finalized({ name, contentType: 'image/png', bytes: 3000 })).kind).toBe('counted');
    expect(await usage.usage(UID)).toEqual({ files: 1, bytes: 3000 });
    expect(await handler.deleted({ name, bytes: 3000 })).toEqual({ files: 0, bytes: 0 });
    expect(await handler.deleted({ name, bytes: 3000 })).toEqual({ files: 0, bytes: 0 });
  });

  it('removes a file whose bytes are not the declared picture and tells the member in their language', async () => {
    const { handler, put, images, usage, messages, container } = setup();
    await seedMember(container, UID, { siteLanguage: 'ES' });
    const name = `vMember/${UID}/profilePicture/1700000000001.png`;
    put(name, HTML);
    expect(await handler.finalized({ name, contentType: 'image/png', bytes: HTML.length })).toEqual({ kind: 'removed' });
    expect(await images.head(name, 4)).toBeNull();
    expect(await usage.usage(UID)).toEqual({ files: 0, bytes: 0 });
    expect((await messagesOf(messages, UID)).map((m) => m.title)).toEqual(['Se quitó una imagen']);
  });

  it('removes a real picture declared as another type, and ignores objects outside members folders', async () => {
    const { handler, put } = setup();
    put(`vMember/${UID}/site/1700000000002`, PNG, 'image/jpeg');
    expect((await handler.finalized({ name: `vMember/${UID}/site/1700000000002`, contentType: 'image/jpeg', bytes: 14 })).kind).toBe('removed');
    expect(await handler.finalized({ name: 'exports/backup.json', contentType: 'application/json', bytes: 9 })).toEqual({ kind: 'ignored' });
    expect(await handler.finalized({ name: `vMember/${UID}/site/1700000000003`, contentType: 'image/png', bytes: 9 })).toEqual({ kind: 'gone' });
  });

  it('near the quota, removes day-old pictures nothing saved refers to, and keeps the rest', async () => {
    const { handler, put, images, usage, db, clock, container } = setup();
    await seedMember(container, UID, { picture: `https://files.test/o/${encodeURIComponent(`vMember/${UID}/site/1000`)}?alt=media` });
    for (const file of ['1000', '1001', '1002']) {
      put(`vMember/${UID}/site/${file}`, PNG);
      await usage.count(UID, `vMember/${UID}/site/${file}`, 14);
    }
    clock.advance(PRUNE_AGE_MS + 1);
    put(`vMember/${UID}/site/2000`, PNG);
    db.setDocument(['storageUsage', UID], { files: Math.ceil(STORAGE_QUOTA.files * 0.9), bytes: 0 });
    const outcome = await handler.finalized({ name: `vMember/${UID}/site/2000`, contentType: 'image/png', bytes: 14 });
    expect(outcome).toMatchObject({ kind: 'counted', pruned: 2 });
    const left = (await images.listSite(UID)).map((o) => o.name.split('/').pop());
    expect(left).toEqual(['1000', '2000']);
  });
});

describe('PruneUnusedImagesUseCase', () => {
  it('frees space on schedule for members past the threshold only, keeping what the site uses', async () => {
    const { put, images, usage, db, clock, container } = setup();
    const OTHER = 'otherUid000000000000000000002';
    await seedMember(container, UID, { coverPicture: `https://x/o/${encodeURIComponent(`vMember/${UID}/site/1`)}?alt=media` });
    await seedMember(container, OTHER);
    for (const [uid, file] of [[UID, '1'], [UID, '2'], [OTHER, '3']] as const) {
      put(`vMember/${uid}/site/${file}`, PNG);
      await usage.count(uid, `vMember/${uid}/site/${file}`, 14);
    }
    clock.advance(PRUNE_AGE_MS + 1);
    db.setDocument(['storageUsage', UID], { files: STORAGE_QUOTA.files, bytes: 28 });
    expect(await container.get(PruneUnusedImagesUseCase).everyone()).toBe(1);
    expect((await images.listSite(UID)).map((o) => o.name)).toEqual([`vMember/${UID}/site/1`]);
    expect((await images.listSite(OTHER)).map((o) => o.name)).toEqual([`vMember/${OTHER}/site/3`]);
  });
});
