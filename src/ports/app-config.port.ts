import type { AppConfig } from '../core/config/app-config';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** The deployment's settings (domain suffix, trial length, privileged ids, default images). */
export const APP_CONFIG: PortToken<AppConfig> = portToken<AppConfig>('AppConfig');
