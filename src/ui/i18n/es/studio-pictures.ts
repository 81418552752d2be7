import type { crop as enCrop, focus as enFocus } from '../en/studio-pictures';

export const crop: typeof enCrop = {
  title: 'Recortar la imagen',
  help: 'Es la forma en que tu sitio la muestra. Arrastra la imagen, o usa las flechas del teclado, para elegir qué queda; acerca para recortar más.',
  zoom: 'Acercar',
  confirm: 'Recortar y subir',
  whole: 'Subirla entera',
  cancel: 'Cancelar',
};

export const focus: typeof enFocus = {
  legend: 'Punto de interés',
  help: 'En un teléfono la imagen se recorta más angosta: toca lo importante (una cara, tu producto) para que siga a la vista, o mueve los controles.',
  across: 'Horizontal',
  down: 'Vertical',
  reset: 'Volver al centro',
};
