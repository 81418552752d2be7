import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long findBy… and waitFor wait for the screen to reach what a test expects. The default (1 s)
// fails screens that are right but slow to get there when other workers and coverage share the
// machine's cores; a test still fails when the screen never gets there, only later.
configure({ asyncUtilTimeout: 15_000 });

// jsdom draws nothing, so it neither scrolls nor has a 2D canvas; it says so on the console for
// every call. These stand-ins do what jsdom does (nothing, and no context) without the noise:
// The public frame's scroll restoration scrolls on every navigation, and the picture resizer asks
// whether the browser can draw before it falls back.
window.scrollTo = () => undefined;
HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => cleanup());
