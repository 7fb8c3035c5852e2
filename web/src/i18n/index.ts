import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

type Messages = Record<string, unknown>;

// Feature areas may keep their own strings in `locales/en.<area>.json` (same top-level shape as en.json);
// they are merged into the one `translation` namespace so `t('area.key')` works everywhere.
const extraEn = import.meta.glob<Messages>('./locales/en.*.json', { eager: true, import: 'default' });

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object' && !Array.isArray(existing)
        ? merge({ ...(existing as Messages) }, value as Messages)
        : value;
  }
  return target;
}

const translation = Object.values(extraEn).reduce((all, part) => merge(all, part), merge({}, en as Messages));

/** Other interface languages, loaded when chosen (each its own chunk): `locales/<lng>.json` and `<lng>.<area>.json`. */
const lazyLocales = import.meta.glob<Messages>(['./locales/*.json', '!./locales/en.json', '!./locales/en.*.json'], { import: 'default' });
const languageOf = (file: string) => /\/([a-z]{2})(\.|$)/.exec(file.replace(/\.json$/, ''))?.[1];

/** The interface languages shipped complete (the account setting offers these). */
export const INTERFACE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
] as const;

/** Switches the interface language, loading its strings first; unknown languages fall back to English. */
export async function setInterfaceLanguage(lng: string | null | undefined): Promise<void> {
  const wanted = INTERFACE_LANGUAGES.some((l) => l.value === lng) ? lng! : 'en';
  if (wanted !== 'en' && !i18n.hasResourceBundle(wanted, 'translation')) {
    const files = Object.entries(lazyLocales).filter(([file]) => languageOf(file) === wanted);
    const parts = await Promise.all(files.map(([, load]) => load()));
    i18n.addResourceBundle(wanted, 'translation', parts.reduce((all, part) => merge(all, part), {} as Messages), true, true);
  }
  if (i18n.language !== wanted) await i18n.changeLanguage(wanted);
  document.documentElement.lang = wanted;
}

// English is bundled and the fallback for any string a translation lacks.
void i18n.use(initReactI18next).init({
  resources: { en: { translation } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;
