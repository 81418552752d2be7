import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageCode, siteLanguageOf } from '../i18n/i18n';

/** Dates, times, numbers and prices in the interface language, whatever the browser's own. */
export interface Formatters {
  /** The BCP 47 tag of the interface language ('en' or 'es'). */
  readonly locale: 'en' | 'es';
  /** A day: "June 1, 2024" / "1 de junio de 2024". */
  readonly date: (at: number | Date) => string;
  /** A day and a time: "Jun 1, 2024, 3:05 PM" / "1 jun 2024, 15:05". */
  readonly dateTime: (at: number | Date) => string;
  readonly number: (value: number) => string;
  /** A price with its currency, whole units unless the amount has cents. */
  readonly price: (amount: number, currency: string) => string;
}

export function formattersFor(language: string): Formatters {
  const locale = languageCode(siteLanguageOf(language));
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const count = new Intl.NumberFormat(locale);
  return {
    locale,
    date: (at) => day.format(at),
    dateTime: (at) => moment.format(at),
    number: (value) => count.format(value),
    price: (amount, currency) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount),
  };
}

/** The formatters of the current interface language; they change when the member switches it. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => formattersFor(language), [language]);
}
