import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../core/dashboard/layout-constants';

/** The app's one toast container (spec: bottom-left, 5 s). */
export function ToastHost() {
  return <ToastContainer position="bottom-left" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
