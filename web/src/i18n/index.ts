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

// Interface language en (seed default).
void i18n.use(initReactI18next).init({
  resources: { en: { translation } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;
