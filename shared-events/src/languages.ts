/**
 * Languages a dish's name and description can be written in for guests, with their own names
 * (what a restaurant picks in the dish form; a guest's phone asks for its first language).
 */
export const MENU_LANGUAGES = {
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  tr: 'Türkçe',
  ar: 'العربية',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
} as const;

export type MenuLanguage = keyof typeof MENU_LANGUAGES;
export const MENU_LANGUAGE_CODES = Object.keys(MENU_LANGUAGES) as MenuLanguage[];
