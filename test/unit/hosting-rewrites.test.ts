import { readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, hostingGlobOf, isAppRoute, pageIdOf } from '../../src/core/dashboard/app-routes';
import { ROUTES, marketingPageOf } from '../../src/core/dashboard/route-paths';
import { routes } from '../../src/ui/app/router';

/*
 * Hosting serves the marketing pages as files, rewrites the app's routes to app.html and answers
 * anything else with 404.html and status 404. The rewrites are the router's routes, so a route
 * added to one and not the other is either a 404 in production or a page Hosting serves for an
 * address that does not exist.
 */

interface Rewrite {
  readonly source: string;
  readonly destination?: string;
  readonly function?: unknown;
}

const rewrites = (JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as { hosting: { rewrites: Rewrite[] } }).hosting.rewrites;
/** A real address of a route pattern: one segment for each ':name'. */
const sample = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, 'sample');
/** The route of the app's router that answers `path`: '*' is the not-found page. */
const routedTo = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe("Hosting's rewrites (firebase.json)", () => {
  it("send exactly the app's routes to app.html, and nothing else: no catch-all", () => {
    const toApp = rewrites.filter((rewrite) => rewrite.destination === '/app.html').map((rewrite) => rewrite.source);
    expect(toApp).toEqual(APP_ROUTES.map((route) => hostingGlobOf(route.pattern)));
    expect(rewrites.map((rewrite) => rewrite.source)).not.toContain('**');
  });

  it("send members' sites to the site function first", () => {
    expect(rewrites[0]).toMatchObject({ source: '/s/**', function: { functionId: 'publicSite' } });
  });

  it('cover every route of the product that is not a marketing page', () => {
    for (const path of Object.values(ROUTES)) expect(marketingPageOf(path) !== null || isAppRoute(path), path).toBe(true);
  });

  it("are routes of the app's router, and an address outside them is its not-found page", () => {
    for (const { pattern } of APP_ROUTES) expect(routedTo(sample(pattern)), pattern).not.toBe('*');
    for (const path of ['/nope', '/es/entrar', '/forms/other', '/entrar/more']) {
      expect(routedTo(path), path).toBe('*');
      expect(isAppRoute(path), path).toBe(false);
      expect(pageIdOf(path), path).toBe('notFound');
    }
  });

  it('name each page, in either language, for its title', () => {
    expect(pageIdOf('/')).toBe('home');
    expect(pageIdOf('/es')).toBe('home');
    expect(pageIdOf('/es/pricing')).toBe('pricing');
    expect(pageIdOf('/dashboard/forms')).toBe('forms');
    expect(pageIdOf('/dashboard/forms/edit')).toBe('formsEdit');
    expect(pageIdOf('/Dashboard/Settings/')).toBe('settings');
    expect(pageIdOf('/dashboard/website-studio/hours')).toBe('websiteStudio');
    expect(pageIdOf('/examples/salon')).toBe('exampleSite');
    expect(pageIdOf('/entrar')).toBe('getStarted');
  });
});
