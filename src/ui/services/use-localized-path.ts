import { useCallback } from 'react';
import { localizedPath } from '../../core/dashboard/route-paths';
import { useLanguage } from './use-language';

/** Links to the marketing pages lead to their address in the interface's language ('/es/pricing'). */
export function useLocalizedPath(): (to: string) => string {
  const { language } = useLanguage();
  return useCallback((to: string) => localizedPath(to, language), [language]);
}
