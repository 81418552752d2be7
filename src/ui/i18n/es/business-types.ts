import type { Translation } from '../translation';
import type { businessTypes as en } from '../en/business-types';

export const businessTypes: Translation<typeof en> = {
  restaurant: 'Restaurante o cafetería',
  bakery: 'Panadería',
  salon: 'Salón de belleza o barbería',
  trades: 'Oficios (plomería, electricidad, limpieza…)',
  retail: 'Tienda o comercio',
  health: 'Salud y ejercicio',
  professional: 'Servicios profesionales',
  other: 'Otro',
};
