import type { Translation } from '../translation';
import type { billing as en } from '../en/billing';

export const billing: Translation<typeof en> = {
  subscription: 'Suscripción',
  noSubscription: 'Aún no tienes un plan de pago',
  loading: 'Cargando tu suscripción…',
  freeTrial: 'Prueba gratuita',
  noFreeTrial: 'Ninguna',
  status: {
    active: 'Activa',
    trialing: 'Prueba',
    incomplete: 'Pago en confirmación',
    past_due: 'Pago fallido',
    unpaid: 'Impagada',
    paused: 'En pausa',
    canceled: 'Cancelada',
    incomplete_expired: 'Pago no completado',
  },
  renewsOn: 'Se renueva el {{date}}',
  trialEndsOn: 'Primer pago el {{date}}, al terminar la prueba',
  endsOn: 'Termina el {{date}}',
  endsOnDetail: 'Tu plan sigue activo hasta el {{date}} y luego termina. Hasta entonces puedes reanudarlo en facturación.',
  action: {
    'complete-payment': 'Tu primer pago aún se está confirmando. Si tu banco pidió una confirmación, termínala en facturación.',
    'update-card': 'Tu último pago falló: actualiza tu tarjeta en facturación para conservar tu plan.',
    'choose-plan': 'Esta suscripción terminó. Elige un plan abajo para volver a activar tu cuenta.',
  },
  manage: 'Gestionar facturación',
  openingPortal: 'Abriendo facturación…',
  perMonth: '{{price}} / mes',
  sectionsCount: '{{count}} secciones del sitio',
  adds: 'Añade: {{sections}}',
  activate: 'Activar {{plan}}',
  choose: 'Elegir {{plan}}',
  changeInPortal: 'Cambiar a {{plan}} en facturación',
  current: 'Tu plan actual',
  opening: 'Abriendo la página de pago segura… Puede tardar unos segundos.',
  returned: {
    success: '¡Gracias! Tu pago está confirmado. Tu plan se activa en cuanto el proveedor de pagos nos avise, normalmente en segundos.',
    cancelled: 'Pago cancelado. No se cobró nada; puedes elegir un plan cuando quieras.',
  },
  activeNow: 'Tu plan está activo. Todo lo que incluye está desbloqueado.',
};
