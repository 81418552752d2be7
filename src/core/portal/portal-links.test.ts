import { describe, expect, it } from 'vitest';
import { PUSH_BODY_MAX } from '../notifications/notice';
import { announcementPush, invitationLink, portalPath } from './portal-links';

describe('portal links', () => {
  it("is the site's portal path", () => {
    expect(portalPath('ana1234')).toBe('/s/ana1234/portal');
  });

  it("links an invitation on the app's origin when known, else on the site's own address", () => {
    expect(invitationLink('ana1234', 'AbC123xyz', 'http://127.0.0.1:5173/', '.sitio.app')).toBe('http://127.0.0.1:5173/s/ana1234/portal?invite=AbC123xyz');
    expect(invitationLink('ana1234', 'AbC123xyz', 'https://sitio.app', '.sitio.app')).toBe('https://sitio.app/s/ana1234/portal?invite=AbC123xyz');
    expect(invitationLink('ana1234', 'AbC123xyz', null, '.sitio.app')).toBe('https://ana1234.sitio.app/portal?invite=AbC123xyz');
    expect(invitationLink('ana1234', 'AbC123xyz', ' ', '.sitio.app')).toBe('https://ana1234.sitio.app/portal?invite=AbC123xyz');
  });

  it('turns an announcement into a short push that opens the portal', () => {
    const push = announcementPush({ title: 'Clase cambiada', body: 'x'.repeat(1000) }, 'ana1234');
    expect(push.title).toBe('Clase cambiada');
    expect([...push.body].length).toBe(PUSH_BODY_MAX);
    expect(push.body.endsWith('…')).toBe(true);
    expect(push.link).toBe('/s/ana1234/portal');
    expect(announcementPush({ title: 'Hi', body: 'Short' }, 'ana1234').body).toBe('Short');
  });
});
