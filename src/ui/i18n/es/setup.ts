import type { Translation } from '../translation';
import { businessTypes } from './business-types';
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
  draft: {
    legend: 'Empieza con un ejemplo (opcional)',
    lead: 'Cuéntanos un poco más y tu sitio empieza como un borrador hecho con un ejemplo real de tu oficio, para que lo revises punto por punto. Sáltalo para empezar en blanco.',
    type: 'Tipo de negocio',
    noType: 'Omitir: empezar con un sitio en blanco',
    types: businessTypes,
    town: 'Ciudad o colonia (opcional)',
    townHint: 'Se muestra en tu sitio como el lugar donde encontrarte.',
    both: 'Escribir mi sitio en inglés y en español',
    submit: 'Crear mi borrador',
    blank: 'Empezar con un sitio en blanco',
  },
  preview: 'Vista previa',
  submit: 'Guardar y continuar',
  busy: 'Guardando…',
  loading: 'Cargando tu cuenta…',
};
