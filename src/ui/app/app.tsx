import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../core/dashboard/layout-constants';
import type { BackendServices, ShellServices } from './app-services';
import { ServicesProvider } from './services-context';

export interface AppProps {
  readonly i18n: i18n;
  readonly shell: ShellServices;
  readonly router: Parameters<typeof RouterProvider>[0]['router'];
  readonly backend?: BackendServices;
  readonly loadBackend?: () => Promise<BackendServices>;
}

export function App({ i18n, shell, router, backend, loadBackend }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider shell={shell} backend={backend} loadBackend={loadBackend}>
        <RouterProvider router={router} />
        <ToastContainer position="bottom-left" autoClose={TOAST_AUTO_CLOSE_MS} />
      </ServicesProvider>
    </I18nextProvider>
  );
}
