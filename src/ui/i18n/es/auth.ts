import type { Translation } from '../translation';
import type { auth as en } from '../en/auth';

export const auth: Translation<typeof en> = {
  signIn: {
    title: 'Bienvenido de nuevo',
    lead: 'Inicia sesión para editar tu sitio web.',
    submit: 'Iniciar sesión',
    busy: 'Iniciando sesión…',
    customerAccount: 'Esta es una cuenta de cliente del sitio web de un negocio. Inicia sesión en el área de clientes de ese sitio; para crear tu propio sitio web, crea aquí una cuenta con otro correo.',
  },
  signUp: { title: 'Crea tu sitio web', lead: 'Crea tu cuenta en un minuto. Puedes cambiar cada detalle después.', submit: 'Crear cuenta', busy: 'Creando tu cuenta…' },
  reset: {
    title: 'Restablece tu contraseña',
    lead: 'Escribe el correo con el que te registraste y te enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar enlace',
    busy: 'Enviando…',
    sent: 'Si existe una cuenta para {{email}}, el enlace ya va en camino. Revisa tu bandeja de entrada y la carpeta de spam.',
  },
  modes: { label: 'Cuenta', signIn: 'Iniciar sesión', signUp: 'Registrarse' },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos {{passwordMin}} caracteres.',
    displayName: 'Tu nombre',
    displayNameHint: 'Se muestra en tu sitio web; puedes cambiarlo después.',
    phone: 'Número de teléfono',
    phoneHint: 'Para poder ayudarte con tu cuenta.',
  },
  links: { forgot: '¿Olvidaste tu contraseña?', backToSignIn: 'Volver a iniciar sesión', haveAccount: '¿Ya tienes una cuenta?', needAccount: '¿Eres nuevo en Sitio?' },
  signedIn: { title: 'Ya iniciaste sesión', text: 'Iniciaste sesión como {{email}}.', dashboard: 'Ir al panel' },
  recordWarning: 'Tu cuenta está lista, pero no pudimos terminar de guardar tu perfil ({{reason}}). Lo terminaremos cuando guardes el siguiente paso o vuelvas a iniciar sesión.',
  loadingServices: 'Conectando…',
};
