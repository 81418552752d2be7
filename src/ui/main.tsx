import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadBackend } from './app/composition/backend.composition';
import { createShellServices } from './app/composition/shell.composition';
import { createAppRouter } from './app/router';
import { createI18n, languageCode } from './i18n/i18n';
import './styles/global.css';

const env = import.meta.env as Record<string, string | undefined>;
const shell = createShellServices(env);
const language = shell.languagePreference.get() ?? 'EN';
document.documentElement.lang = languageCode(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={createI18n(language)} shell={shell} router={createAppRouter()} loadBackend={() => loadBackend(env, shell)} />
  </StrictMode>,
);
