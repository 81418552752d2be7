// Lint rules that keep the hexagon honest (see docs/architecture.md): dependency direction
// between layers, no import cycles, kebab-case file names.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const relativeOnly = ['.', './**', '..', '../**'].map((p) => `!${p}`);

/** Import paths that reach into a layer, matched on the import text so it holds even before the target file exists. */
const layer = (name) => [`**/${name}`, `**/${name}/**`];

/** Paths a layer must never import, relative to the repository root. */
const layerZones = [
  // core: pure rules; nothing outside src/core.
  { target: './src/core', from: ['./src/ports', './src/use-cases', './src/adapters', './src/ui', './src/cli'], message: 'src/core imports nothing outside src/core.' },
  // ports: the core's words only.
  { target: './src/ports', from: ['./src/use-cases', './src/adapters', './src/ui', './src/cli'], message: 'src/ports imports only src/core.' },
  // use-cases: orchestrate ports; never a concrete adapter or a driver.
  { target: './src/use-cases', from: ['./src/adapters', './src/ui', './src/cli'], message: 'src/use-cases imports only src/core and src/ports.' },
  // adapters: implement ports; they never know who drives them.
  { target: './src/adapters', from: ['./src/use-cases', './src/ui', './src/cli'], message: 'src/adapters imports only src/core and src/ports.' },
  // drivers (ui, cli) reach adapters only through their composition root: see the
  // no-restricted-imports blocks below, which exempt exactly those files.
  { target: './src/ui', from: './src/cli', message: 'The web app and the CLI are separate drivers.' },
  { target: './src/cli', from: './src/ui', message: 'The web app and the CLI are separate drivers.' },
  // the server (members' sites, the customers' portal, the triggers) is a third driver: nothing
  // but its own entries (vite.config.ts, the functions' bundle) reaches it.
  { target: ['./src/core', './src/ports', './src/use-cases', './src/adapters', './src/ui', './src/cli', './src/public-site'], from: './src/server', message: 'The server is a driver of its own: only its entries (vite.config.ts, scripts/build-functions.mjs) and tests reach it.' },
  { target: './src/server', from: ['./src/ui', './src/cli'], message: 'The web app, the CLI and the server are separate drivers.' },
];

// Walls inside the layers (docs/architecture.md): the public-site renderer turns a model into
// HTML for the two drivers that show sites, the UI (studio preview, examples) and the server.
const publicSiteZones = [
  { target: ['./src/core', './src/ports', './src/use-cases', './src/adapters', './src/cli'], from: './src/public-site/render', message: 'Only the UI and the server (and the public site itself) import the public-site renderer.' },
];

// Each feature folder stands alone: it may use src/ui/services and src/ui/components, never
// another feature nor src/ui/app (which composes the features).
const FEATURES_DIR = './src/ui/features';
const FEATURE_WALL = 'A feature imports no other feature and not src/ui/app: share through src/ui/services or src/ui/components.';
const featureZones = fs
  .readdirSync(new URL(FEATURES_DIR, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name }) => [
    // `except` is relative to `from`: every feature folder but this one.
    { target: `${FEATURES_DIR}/${name}`, from: FEATURES_DIR, except: [`./${name}`], message: FEATURE_WALL },
    { target: `${FEATURES_DIR}/${name}`, from: './src/ui/app', message: FEATURE_WALL },
  ]);

// What features share (src/ui/services, src/ui/components) sits below the app and the features:
// it imports neither, so a feature can use it without reaching what composes it.
const SHARED_UI_WALL = 'src/ui/services and src/ui/components import nothing of src/ui/app or src/ui/features: move what they share down into them.';
const sharedUiZones = [{ target: ['./src/ui/services', './src/ui/components'], from: ['./src/ui/app', FEATURES_DIR], message: SHARED_UI_WALL }];

// Screens speak the core's words: a port is the app's business, reached through use cases, so a
// feature or a shared component takes even its types from src/core.
const SCREENS_PORT_WALL = 'Features and shared components import nothing from src/ports: take the type from src/core (move it there and re-export it from the port).';
const screensPortZones = [{ target: [FEATURES_DIR, './src/ui/components'], from: './src/ports', message: SCREENS_PORT_WALL }];

// UI code reaches Firebase (and the adapters) only through the ports its composition binds.
const uiFirebaseWall = { group: [...layer('adapters'), ...layer('cli'), 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*'], message: 'UI code reaches Firebase only through ports bound in src/ui/app/composition.' };

// The ports, and everything that hands them out (the composed backend, the container, the
// composition's modules), belong to the composition roots and the test support.
const UI_PORTS_WALL = 'Screens reach the core through useBackend() (BackendServices: use cases, no ports); only the composition roots (src/ui/app/composition and the entries that call it: src/ui/main.tsx, src/ui/prerender/page-script.ts, src/ui/prerender/prerender-entry.tsx) and test support hold the ports.';
const uiPortsWall = [
  { group: ['**/app-services'], importNames: ['ComposedBackend', 'BackendPorts'], message: UI_PORTS_WALL },
  { group: ['inversify', ...layer('composition')], message: UI_PORTS_WALL },
];

// Dates, numbers and prices follow the interface language, never the browser's: a locale-less
// toLocale*String() or Intl formatter would show US dates to a Spanish-speaking member.
const LOCALE_MESSAGE = 'Pass the locale: format with the interface language (useFormat() in src/ui/services/use-format.ts).';
const localeLessFormatting = [
  'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length=0]',
  "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.0.type='Identifier'][arguments.0.name='undefined']",
  ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name=/Format$/][arguments.length=0]",
  ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name=/Format$/][arguments.0.type='Identifier'][arguments.0.name='undefined']",
].map((selector) => ({ selector, message: LOCALE_MESSAGE }));

export default tseslint.config(
  {
    ignores: ['dist/**', 'coverage/**', 'node_modules/**', '.emulator-data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'public/**', '.tmp/**', '.functions/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...publicSiteZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'test/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-restricted-syntax': ['error', ...localeLessFormatting] },
  },
  {
    // The core may depend on xstate and nothing else from outside, but for schema-dts's types
    // (schema.org's vocabulary as TypeScript types, no code), which check its structured data.
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['*', ...relativeOnly, '!xstate', '!schema-dts'], message: 'src/core imports nothing outside src/core except xstate (and schema-dts types).' },
        { group: ['schema-dts'], allowTypeImports: true, message: 'src/core takes only types from schema-dts.' },
        { group: ['ports', 'use-cases', 'adapters', 'ui', 'cli'].flatMap(layer), message: 'src/core imports nothing outside src/core.' },
      ] }],
    },
  },
  {
    files: ['src/ports/**/*.ts'],
    ignores: ['src/ports/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['*', ...relativeOnly], message: 'src/ports imports only src/core.' },
        { group: ['use-cases', 'adapters', 'ui', 'cli'].flatMap(layer), message: 'src/ports imports only src/core.' },
      ] }],
    },
  },
  {
    files: ['src/use-cases/**/*.ts'],
    ignores: ['src/use-cases/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['adapters', 'ui', 'cli'].flatMap(layer), message: 'src/use-cases imports only src/core and src/ports.' }] }],
    },
  },
  {
    files: ['src/adapters/**/*.ts'],
    ignores: ['src/adapters/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['use-cases', 'ui', 'cli'].flatMap(layer), message: 'src/adapters imports only src/core and src/ports.' }] }],
    },
  },
  {
    // The public-site renderer turns a model into HTML: core only, no backend.
    files: ['src/public-site/render/**/*.ts', 'src/public-site/demo/**/*.ts'],
    ignores: ['src/public-site/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['ports', 'use-cases', 'adapters', 'ui', 'cli', 'server'].flatMap(layer).concat(['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*']), message: 'The public-site renderer imports only src/core.' }] }],
    },
  },
  {
    // The server driver: core, ports, use cases and the renderer; adapters and firebase-admin only
    // through its composition root (and the local trigger runner, which plays Cloud Functions'
    // event delivery on the emulator's own listeners).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/server-composition.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...layer('adapters'), ...layer('ui'), ...layer('cli'), 'firebase', 'firebase/*'], message: 'The server reaches adapters only through src/server/server-composition.ts.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/server-composition.ts', 'src/server/triggers/local-trigger-runner.ts', 'src/server/triggers/local-trigger-runner-main.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: [...layer('adapters'), ...layer('ui'), ...layer('cli'), 'firebase', 'firebase/*'], message: 'The server reaches adapters only through src/server/server-composition.ts.' },
        { group: ['firebase-admin', 'firebase-admin/*'], message: 'The server reaches firebase-admin only through src/server/server-composition.ts.' },
      ] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/composition/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [uiFirebaseWall] }],
    },
  },
  {
    // Screens get BackendServices (use cases, never a port) from useBackend(); the ports, and what
    // hands them out, stay with the composition roots (the composition folder and the entries
    // that call it: the app's, the prerendered page's script, the build's prerenderer) and the
    // test support that builds a whole app. This block restates the Firebase wall above, since a
    // later no-restricted-imports replaces an earlier one's options.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/composition/**', 'src/ui/main.tsx', 'src/ui/prerender/page-script.ts', 'src/ui/prerender/prerender-entry.tsx', 'src/ui/testing/**', 'src/ui/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [uiFirebaseWall, ...uiPortsWall] }],
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    ignores: ['src/cli/composition-root.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...layer('adapters'), ...layer('ui'), 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*'], message: 'CLI code reaches Firebase only through src/cli/composition-root.ts.' }] }],
    },
  },
  {
    // Feature walls; tests may reach the app's composition to render a whole screen.
    files: ['src/ui/features/**/*.{ts,tsx}'],
    ignores: ['src/ui/features/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...publicSiteZones, ...featureZones, ...screensPortZones] }],
    },
  },
  {
    // The shared UI's wall; its tests may render the whole app, as the features' do.
    files: ['src/ui/services/**/*.{ts,tsx}', 'src/ui/components/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...publicSiteZones, ...sharedUiZones, ...screensPortZones] }],
    },
  },
  {
    files: ['src/ui/**/*.tsx', 'src/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
