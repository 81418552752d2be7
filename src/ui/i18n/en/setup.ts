import { businessTypes } from './business-types';

/** The onboarding after sign-up (/setup). */
export const setup = {
  title: 'Set up your website',
  lead: 'A few details and your website is ready. You can change all of them later from the dashboard.',
  fields: {
    namePublico: 'Public name',
    namePublicoHint: 'The name visitors see at the top of your website.',
    businessName: 'Legal business name (optional)',
    phone: 'Phone number',
    phoneHint: 'Shown to customers who want to call you.',
    siteLanguage: 'Website language',
    themeColor: 'Theme colour',
    themeColorHint: 'A colour in the #rrggbb form, e.g. #0D0D0D.',
    themeColorPicker: 'Pick the theme colour',
  },
  languages: { EN: 'English', ES: 'Spanish' },
  draft: {
    legend: 'Start from an example (optional)',
    lead: 'Tell us a little more and your website starts as a draft made from a real example of your trade, for you to check item by item. Skip it for a blank site.',
    type: 'Kind of business',
    noType: 'Skip: start from a blank site',
    types: businessTypes,
    town: 'Town or neighbourhood (optional)',
    townHint: 'Shown on your website as where to find you.',
    both: 'Write my website in both English and Spanish',
    submit: 'Build my draft',
    blank: 'Start from a blank site',
  },
  preview: 'Preview',
  submit: 'Save and continue',
  busy: 'Saving…',
  loading: 'Loading your account…',
} as const;
