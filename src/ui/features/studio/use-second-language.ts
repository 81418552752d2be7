import { useCallback, useMemo, useState } from 'react';
import type { SiteLanguage } from '../../../core/member/member-record';
import { hasTranslations } from '../../../core/site/text-translations';

/** Whether this member last chose to write in both languages, remembered on this device. */
const PREFIX = 'sitio.studioBothLanguages.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function remembered(memberId: string): boolean | null {
  const stored = storage()?.getItem(`${PREFIX}${memberId}`);
  return stored === '1' ? true : stored === '0' ? false : null;
}

export interface SecondLanguage {
  /** The language other than the site's, in which texts may also be written. */
  readonly language: SiteLanguage;
  readonly on: boolean;
  readonly setOn: (on: boolean) => void;
}

/**
 * The studio's "also write in the other language" switch: as the member last left it on this
 * device, else on where the section already has texts in the other language.
 */
export function useSecondLanguage(memberId: string, siteLanguage: SiteLanguage, section: unknown): SecondLanguage {
  const [chosen, setChosen] = useState<boolean | null>(() => remembered(memberId));
  // Judged once, on the section as it first loads: clearing a translation while typing must not hide its field.
  const [written, setWritten] = useState<boolean | null>(null);
  if (written === null && section !== null && section !== undefined) setWritten(hasTranslations(section));
  const setOn = useCallback(
    (on: boolean) => {
      setChosen(on);
      try {
        storage()?.setItem(`${PREFIX}${memberId}`, on ? '1' : '0');
      } catch {
        // A full or blocked storage only forgets the choice; the switch still works.
      }
    },
    [memberId],
  );
  const language = siteLanguage === 'ES' ? 'EN' : 'ES';
  const on = chosen ?? written ?? false;
  // The same value while nothing changes, so the switch is not drawn again on every keystroke.
  return useMemo(() => ({ language, on, setOn }), [language, on, setOn]);
}
