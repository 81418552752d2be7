import { describe, expect, it } from 'vitest';
import { isSiteShown } from '../../core/site/site-visibility';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { SetSuspensionUseCase } from './set-suspension.use-case';

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(SetSuspensionUseCase).toSelf();
  return { container: memory.container, records: memory.container.get<MemberRecordsPort>(MEMBER_RECORDS), takedown: memory.container.get(SetSuspensionUseCase) };
}

describe('SetSuspensionUseCase', () => {
  it('takes a site down with a cleaned reason, and lifts it', async () => {
    const { container, records, takedown } = setup();
    await seedMember(container, 'suspendmembr');
    await takedown.suspend('suspendmembr', '  Phishing\u202E page  ');
    const suspended = await records.get('suspendmembr');
    expect(suspended).toMatchObject({ suspended: true, suspensionReason: 'Phishing page' });
    expect(isSiteShown({ published: suspended?.published === true, suspended: suspended?.suspended === true })).toBe(false);
    await takedown.lift('suspendmembr');
    const lifted = await records.get('suspendmembr');
    expect(lifted?.suspended).not.toBe(true);
    expect(lifted?.suspensionReason).toBeUndefined();
  });

  it.each([[''], ['   '], ['\u200B\u3164'], ['x'.repeat(501)]])('refuses the reason %j and changes nothing', async (reason) => {
    const { container, records, takedown } = setup();
    await seedMember(container, 'suspendmembr');
    await expect(takedown.suspend('suspendmembr', reason)).rejects.toMatchObject({ code: 'invalid-input' });
    expect((await records.get('suspendmembr'))?.suspended).not.toBe(true);
  });

  it('refuses a member who does not exist', async () => {
    const { takedown } = setup();
    await expect(takedown.suspend('nosuchmember', 'Spam')).rejects.toMatchObject({ code: 'not-found' });
  });
});
