import type { Translation } from '../translation';
import type { errors as en } from '../en/errors';

export const errors: Translation<typeof en> = {
  'services-not-initialised': 'Servicios de Firebase no inicializados. Intenta recargar la página.',
  'auth-not-initialised': 'Firebase Auth no inicializado. Intenta recargar la página.',
  'email-already-in-use': 'Ya existe una cuenta con este correo. Inicia sesión.',
  'invalid-email': 'Escribe un correo electrónico válido.',
  'weak-password': 'Elige una contraseña más segura (al menos {{passwordMin}} caracteres).',
  'invalid-credential': 'El correo o la contraseña no son correctos.',
  'user-not-found': 'El correo o la contraseña no son correctos.',
  'too-many-requests': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  network: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  'requires-recent-login': 'Por tu seguridad, vuelve a iniciar sesión para hacer esto.',
  'permission-denied': 'No tienes permiso para hacer esto.',
  unavailable: 'El servicio no responde ahora. Tus datos se conservan; inténtalo de nuevo en un momento.',
  'not-found': 'No encontramos lo que buscabas.',
  'invalid-input': 'Parte de la información no es válida. Revisa los campos señalados.',
  'checkout-failed': 'No se pudo abrir la página de pago. No se cobró nada; inténtalo de nuevo o escríbenos.',
  'checkout-timeout': 'La página de pago está tardando demasiado en abrirse. No se cobró nada; inténtalo de nuevo en un momento.',
  'customer-account': 'Esta es una cuenta de cliente del sitio web de un negocio.',
  'username-taken': 'No pudimos darle a tu sitio web una dirección propia. Inténtalo de nuevo; si vuelve a ocurrir, contáctanos.',
  unknown: 'Algo salió mal. Inténtalo de nuevo.',
};
