import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

type Messages = Record<string, unknown>;

/*
 * Strings come in two layers, all in the one `translation` namespace (`t(<area>.<key>)` everywhere):
 * - the shell's, `locales/<lng>.json`: what the app around the pages needs (menu, sign-in, top bar,
 *   errors, toasts of the shell). English is bundled; another language loads when chosen.
 * - an area's, `locales/<lng>.<area>.json` (same top-level shape, deep-merged): loaded with the
 *   route chunk of a page that uses it (`lazyArea` in routes.tsx), in English (the fallback) and in
 *   the current language, before the page renders. A language switch loads the areas already asked for.
 * A key the shell uses must live in `<lng>.json`; `i18n/areas.test.ts` checks each page's keys.
 */

/** Every area's strings, one chunk per file: `./locales/<lng>.<area>.json`. */
const areaFiles = import.meta.glob<Messages>('./locales/*.*.json', { import: 'default' });
/** The shell's strings of the other languages: `./locales/<lng>.json`. */
const shellFiles = import.meta.glob<Messages>(['./locales/*.json', '!./locales/*.*.json', '!./locales/en.json'], {
  import: 'default',
});

const fileOf = (file: string) => /\/([a-z]{2})(?:\.([\w-]+))?\.json$/.exec(file);

/** The areas with strings of their own (the `<area>` of `en.<area>.json`). */
export const AREAS: readonly string[] = Object.keys(areaFiles).flatMap((file) => {
  const m = fileOf(file);
  return m?.[1] === 'en' && m[2] ? [m[2]] : [];
});

/** The interface languages shipped complete (the account setting offers these). */
export const INTERFACE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
] as const;

/** Loads of one language's shell (`lng`) or one area (`lng.area`), each done once. */
const loads = new Map<string, Promise<void>>([['en', Promise.resolve()]]);
/** Areas some route asked for: a language switch loads them in the new language. */
const wantedAreas = new Set<string>();
/** The language the interface is showing or switching to. */
let targetLanguage = 'en';

function ensure(lng: string, area?: string): Promise<void> {
  const key = area ? `${lng}.${area}` : lng;
  let load = loads.get(key);
  if (!load) {
    const files = Object.entries(area ? areaFiles : shellFiles).filter(([file]) => {
      const m = fileOf(file);
      return m?.[1] === lng && m[2] === area;
    });
    load = Promise.all(files.map(([, read]) => read())).then((parts) => {
      for (const part of parts) i18n.addResourceBundle(lng, 'translation', part, true, true);
    });
    // A failed chunk (offline) may be tried again by the next route that needs it.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Loads the strings of these areas (English and the current language); resolves once `t` has them. */
export async function loadAreas(areas: readonly string[]): Promise<void> {
  if (import.meta.env.DEV)
    for (const a of areas) if (!AREAS.includes(a)) console.warn(`i18n: no strings for the area "${a}"`);
  for (const a of areas) wantedAreas.add(a);
  const lng = targetLanguage;
  await Promise.all(areas.flatMap((a) => [ensure('en', a), ensure(lng, a)]));
  if (targetLanguage !== lng) await loadAreas(areas);
}

/** A route's page that renders once its chunk and its areas' strings are loaded (for `React.lazy`). */
export function withAreas<M>(areas: readonly string[], load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadAreas(areas)]).then(([module]) => module);
}

/** Switches the interface language, loading its strings first; unknown languages fall back to English. */
export async function setInterfaceLanguage(lng: string | null | undefined): Promise<void> {
  const wanted = INTERFACE_LANGUAGES.some((l) => l.value === lng) ? lng! : 'en';
  targetLanguage = wanted;
  await Promise.all([ensure(wanted), ...[...wantedAreas].map((a) => ensure(wanted, a))]);
  if (targetLanguage !== wanted) return; // another switch came meanwhile: it finishes the job
  if (i18n.language !== wanted) await i18n.changeLanguage(wanted);
  document.documentElement.lang = wanted;
}

// English is bundled and the fallback for any string a translation lacks.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en as Messages } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;
