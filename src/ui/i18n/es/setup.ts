import type { Translation } from '../translation';
import type { setup as en } from '../en/setup';

export const setup: Translation<typeof en> = {
  title: 'Configura tu sitio web',
  lead: 'Unos pocos datos y tu sitio web estará listo. Puedes cambiarlos todos después desde el panel.',
  fields: {
    namePublico: 'Nombre público',
    namePublicoHint: 'El nombre que ven los visitantes arriba de tu sitio web.',
    businessName: 'Razón social (opcional)',
    phone: 'Número de teléfono',
    phoneHint: 'Se muestra a los clientes que quieran llamarte.',
    siteLanguage: 'Idioma del sitio web',
    themeColor: 'Color del tema',
    themeColorHint: 'Un color con la forma #rrggbb, por ejemplo #0D0D0D.',
    themeColorPicker: 'Elige el color del tema',
  },
  languages: { EN: 'Inglés', ES: 'Español' },
  preview: 'Vista previa',
  submit: 'Guardar y continuar',
  busy: 'Guardando…',
  loading: 'Cargando tu cuenta…',
};
