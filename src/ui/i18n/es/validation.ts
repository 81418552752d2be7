import type { Translation } from '../translation';
import type { validation as en } from '../en/validation';

export const validation: Translation<typeof en> = {
  required: 'Este campo es obligatorio.',
  'too-long': 'El texto es demasiado largo.',
  'invalid-email': 'Escribe un correo válido, como nombre@ejemplo.com.',
  'invalid-phone': 'Escribe un teléfono válido (de 7 a 20 dígitos).',
  'password-too-short': 'Usa al menos {{passwordMin}} caracteres.',
  'password-too-long': 'La contraseña es demasiado larga.',
  'choose-one': 'Elige una de las opciones.',
  'invalid-color': 'Usa un color como #1F6FEB.',
  'invalid-language': 'Elige inglés o español.',
};
