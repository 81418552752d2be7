import type { Translation } from '../translation';
import type { common as en } from '../en/common';

export const common: Translation<typeof en> = {
  brand: 'Sitio',
  language: { label: 'Idioma', en: 'English', es: 'Español', switchTo: 'English' },
  nav: {
    home: 'Inicio',
    examples: 'Ejemplos',
    pricing: 'Precios',
    contact: 'Contacto',
    faqs: 'Preguntas',
    getStarted: 'Empezar',
    getStartedName: '{{text}}: crea tu sitio web',
    dashboard: 'Panel',
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
    main: 'Navegación principal',
  },
  actions: { save: 'Guardar', cancel: 'Cancelar', close: 'Cerrar', retry: 'Reintentar', back: 'Volver', loading: 'Cargando…', signOut: 'Cerrar sesión' },
  unauthorized: {
    title: 'No autorizado',
    text: 'Parece que no tienes los permisos necesarios para acceder a esta sección.',
    goHome: 'Ir al inicio',
  },
  notFound: { title: 'Página no encontrada', text: 'La página que buscas no existe.', goHome: 'Ir al inicio' },
  onboarding: {
    label: 'Primeros pasos',
    account: 'Crea tu cuenta',
    business: 'Sobre tu negocio',
    plan: 'Elige un plan',
    site: 'Crea tu sitio',
    done: 'hecho',
  },
  offline: { banner: 'Estás sin conexión. Tus cambios se conservan y se guardarán cuando vuelva la conexión.' },
  footer: { rights: 'Todos los derechos reservados.', madeFor: 'Sitios web para pequeños negocios, en inglés y español.' },
};
