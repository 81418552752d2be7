import { describe, expect, it } from 'vitest';
import { createMemoryContainer } from '../../test/support/memory-container';
import { UpdateContactDetailsUseCase } from './update-contact-details.use-case';

const MEMBER = 'member-1';

function setup() {
  const memory = createMemoryContainer({ now: Date.UTC(2026, 0, 10) });
  memory.db.setDocument(['vMember', MEMBER], { id: MEMBER, username: 'member1', domain: 'member1.sitio.app', published: true, namePublico: 'Ana', phoneNumber: '+1 555 0100', siteLanguage: 'EN' });
  memory.db.setDocument(['publicSites', 'member1'], { memberId: MEMBER, username: 'member1', domain: 'member1.sitio.app', published: true, namePublico: 'Ana', siteLanguage: 'EN' });
  memory.container.bind(UpdateContactDetailsUseCase).toSelf();
  return { memory, useCase: memory.container.get(UpdateContactDetailsUseCase) };
}

describe('UpdateContactDetailsUseCase', () => {
  it('saves the phone and the site language, and the projection follows the language', async () => {
    const { memory, useCase } = setup();
    expect(await useCase.execute(MEMBER, { phoneNumber: '+34 600 123 456', siteLanguage: 'ES' })).toEqual({ outcome: 'saved' });
    expect(memory.db.getDocument(['vMember', MEMBER])).toMatchObject({ phoneNumber: '+34 600 123 456', siteLanguage: 'ES', namePublico: 'Ana' });
    expect(memory.db.getDocument(['publicSites', 'member1'])).toMatchObject({ siteLanguage: 'ES', namePublico: 'Ana' });
    expect(memory.db.getDocument(['publicSites', 'member1'])).not.toHaveProperty('phoneNumber');
  });

  it('refuses bad input without writing, and reports an unreachable backend', async () => {
    const { memory, useCase } = setup();
    expect(await useCase.execute(MEMBER, { phoneNumber: 'call me', siteLanguage: 'EN' })).toEqual({ outcome: 'invalid', errors: { phoneNumber: 'invalid-phone' } });
    expect(memory.db.getDocument(['vMember', MEMBER])).toMatchObject({ phoneNumber: '+1 555 0100' });
    memory.db.setOffline(true);
    expect(await useCase.execute(MEMBER, { phoneNumber: '+34 600 123 456', siteLanguage: 'ES' })).toEqual({ outcome: 'failed', code: 'unavailable' });
  });
});
