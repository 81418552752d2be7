import type { SiteLanguage } from '../../core/member/member-record';

import type { PortalFieldError, PortalProblem } from '../../core/portal/portal-forms';
import { PASSWORD_MIN_LENGTH } from '../../core/validation/sign-up-validation';

export type { PortalFieldError, PortalProblem };

/**
 * The customers' portal page (Elite's Users Portal).
 * {business}, {name} and {email} are filled in.
 */
export interface PortalStrings {
  readonly title: string;
  readonly closed: string;
  readonly signInTitle: string;
  readonly signUpTitle: string;
  readonly resetTitle: string;
  readonly resetIntro: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly newPassword: string;
  readonly passwordHint: string;
  readonly signIn: string;
  readonly signUp: string;
  readonly sendReset: string;
  readonly forgotPassword: string;
  readonly signOut: string;
  readonly resetSent: string;
  readonly signedOut: string;
  readonly invitationOnly: string;
  readonly invited: string;
  readonly invitationInvalid: string;
  readonly notCustomerHere: string;
  readonly hello: string;
  readonly status: { readonly active: string; readonly pending: string; readonly blocked: string };
  readonly shared: string;
  readonly goToSite: string;
  readonly announcements: string;
  readonly noAnnouncements: string;
  readonly unread: string;
  /** Web push on the customer's device: the button, and what it says once it has tried. */
  readonly push: { readonly button: string; readonly done: string; readonly refused: string; readonly failed: string };
  readonly fieldErrors: Readonly<Record<PortalFieldError, string>>;
  readonly problems: Readonly<Record<PortalProblem, string>>;
}

/*
 * The portal page's words, apart from the site's other strings: only the portal page carries
 * them, not every page of the site or the studio's preview.
 */

const EN: PortalStrings = {
  title: 'Customer area',
  closed: "This site's customer area is closed.",
  signInTitle: 'Sign in',
  signUpTitle: 'Create an account',
  resetTitle: 'Forgot your password?',
  resetIntro: 'We will e-mail you a link to choose a new one.',
  name: 'Your name',
  email: 'Email',
  password: 'Password',
  newPassword: 'Choose a password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  signIn: 'Sign in',
  signUp: 'Create account',
  sendReset: 'Send the link',
  forgotPassword: 'Forgot your password?',
  signOut: 'Sign out',
  resetSent: 'If that e-mail has an account, we have sent it a link to choose a new password.',
  signedOut: 'You have signed out.',
  invitationOnly: 'Accounts here are by invitation only. Ask {business} for an invitation link.',
  invited: 'You are invited to the customer area of {business}. Create your account, or sign in if you already have one.',
  invitationInvalid: 'This invitation link no longer works. Ask {business} for a new one.',
  notCustomerHere: 'You are signed in as {email}, which is not a customer account of {business}.',
  hello: 'Hello, {name}',
  status: {
    active: 'Your account is active.',
    pending: 'Your account is awaiting approval by {business}.',
    blocked: 'Your account has no access to this customer area.',
  },
  shared: 'While you are signed in, what {business} shares with its customers appears on the site.',
  goToSite: 'Go to the site',
  announcements: 'Announcements',
  noAnnouncements: 'No announcements yet.',
  unread: 'New',
  push: {
    button: 'Get announcements on this device',
    done: 'Done: announcements will reach this device.',
    refused: 'Notifications are not allowed for this site in your browser. Allow them in its settings and try again.',
    failed: 'Announcements could not be set up on this device. Please try again in a moment.',
  },
  fieldErrors: {
    required: 'Please fill in this field.',
    'too-long': 'This is too long.',
    'invalid-email': 'Please enter a valid email address.',
    'weak-password': `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
    'email-taken': 'This e-mail already has an account with another password. Sign in, or reset the password.',
    'wrong-credentials': 'The e-mail or the password is not right.',
    'no-links': 'Please write your name without links.',
  },
  problems: {
    'too-many-attempts': 'Too many attempts. Please wait a few minutes and try again.',
    unavailable: 'Something went wrong on our side. Please try again in a moment.',
    limited: 'You have sent several forms just now. Please wait a minute and try again.',
    'invitation-required': 'Accounts here are by invitation only. Ask {business} for an invitation link.',
  },
};

const ES: PortalStrings = {
  title: 'Área de clientes',
  closed: 'El área de clientes de este sitio está cerrada.',
  signInTitle: 'Iniciar sesión',
  signUpTitle: 'Crear una cuenta',
  resetTitle: '¿Olvidaste tu contraseña?',
  resetIntro: 'Te enviaremos por correo un enlace para elegir una nueva.',
  name: 'Tu nombre',
  email: 'Correo electrónico',
  password: 'Contraseña',
  newPassword: 'Elige una contraseña',
  passwordHint: `Al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  signIn: 'Iniciar sesión',
  signUp: 'Crear cuenta',
  sendReset: 'Enviar el enlace',
  forgotPassword: '¿Olvidaste tu contraseña?',
  signOut: 'Cerrar sesión',
  resetSent: 'Si ese correo tiene una cuenta, le enviamos un enlace para elegir una contraseña nueva.',
  signedOut: 'Cerraste la sesión.',
  invitationOnly: 'Aquí las cuentas son solo por invitación. Pide a {business} un enlace de invitación.',
  invited: 'Te invitaron al área de clientes de {business}. Crea tu cuenta, o inicia sesión si ya tienes una.',
  invitationInvalid: 'Este enlace de invitación ya no funciona. Pide uno nuevo a {business}.',
  notCustomerHere: 'Iniciaste sesión como {email}, que no es una cuenta de cliente de {business}.',
  hello: 'Hola, {name}',
  status: {
    active: 'Tu cuenta está activa.',
    pending: 'Tu cuenta está esperando la aprobación de {business}.',
    blocked: 'Tu cuenta no tiene acceso a esta área de clientes.',
  },
  shared: 'Mientras tengas la sesión iniciada, lo que {business} comparte con sus clientes aparece en el sitio.',
  goToSite: 'Ir al sitio',
  announcements: 'Avisos',
  noAnnouncements: 'Aún no hay avisos.',
  unread: 'Nuevo',
  push: {
    button: 'Recibir avisos en este dispositivo',
    done: 'Listo: los avisos llegarán a este dispositivo.',
    refused: 'Tu navegador no permite notificaciones de este sitio. Permítelas en su configuración y vuelve a intentarlo.',
    failed: 'No se pudieron activar los avisos en este dispositivo. Vuelve a intentarlo en un momento.',
  },
  fieldErrors: {
    required: 'Completa este campo.',
    'too-long': 'Es demasiado largo.',
    'invalid-email': 'Escribe un correo electrónico válido.',
    'weak-password': `Elige una contraseña de al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    'email-taken': 'Este correo ya tiene una cuenta con otra contraseña. Inicia sesión, o restablece la contraseña.',
    'wrong-credentials': 'El correo o la contraseña no son correctos.',
    'no-links': 'Escribe tu nombre sin enlaces.',
  },
  problems: {
    'too-many-attempts': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    unavailable: 'Algo salió mal de nuestro lado. Vuelve a intentarlo en un momento.',
    limited: 'Acabas de enviar varios formularios. Espera un minuto y vuelve a intentarlo.',
    'invitation-required': 'Aquí las cuentas son solo por invitación. Pide a {business} un enlace de invitación.',
  },
};

export const PORTAL_STRINGS: Readonly<Record<SiteLanguage, PortalStrings>> = { EN, ES };
