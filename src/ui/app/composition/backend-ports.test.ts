import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { BackendPorts, BackendServices } from '../../services/app-services';
import { createMemoryApp } from './memory.composition';

describe('the backend services screens receive', () => {
  it("reach the owner's portal, the forms inbox and the inquiries only through their use-cases", async () => {
    const { backend } = createMemoryApp({ slowBackendMs: 0 });
    // A screen that could reach these ports would skip the use-cases the CLI and tests rely on.
    for (const port of ['siteCustomers', 'formSubmissions', 'inquiries']) expect(Object.keys(backend), port).not.toContain(port);
    expect(Object.keys(backend.useCases.portal)).toEqual(expect.arrayContaining(['watch', 'setCustomerStatus', 'createGroup', 'createInvitation', 'sendAnnouncement']));
    expect(Object.keys(backend.useCases.forms)).toEqual(['watchSubmissions', 'setSubmissionState', 'deleteSubmission', 'saveSiteForms']);
    // The admin page's use-cases come with the page, once, however often they are asked for.
    const admin = await backend.useCases.admin();
    expect(typeof admin.watchInquiries.execute).toBe('function');
    expect(await backend.useCases.admin()).toBe(admin);
    backend.session.stop();
  });

  it('type what screens get without any port, the use-cases standing in for them', () => {
    const { backend } = createMemoryApp({ slowBackendMs: 0 });
    const screens: BackendServices = backend;
    // Fails to compile the day a port is put back on the type `useBackend()` returns.
    const portsScreensSee: [Extract<keyof BackendServices, keyof BackendPorts>] extends [never] ? 'none' : 'some' = 'none';
    expect(portsScreensSee).toBe('none');
    // @ts-expect-error a screen reads the site content through useCases.watchSiteContent, not the port
    expect(typeof screens.siteContent).toBe('object');
    expect(Object.keys(screens.useCases)).toEqual(
      expect.arrayContaining(['watchSiteContent', 'watchMessages', 'planSubscriptions', 'readSiteViews', 'openCustomerPortal']),
    );
    backend.session.stop();
  });
});
