import { en, type GuestStrings } from './en';

/** Languages with guest strings beside English, each its own chunk loaded only by phones that want it. */
const LOADERS: Record<string, () => Promise<GuestStrings>> = {
  es: () => import('./es').then((m) => m.es),
};

/** The phone's first language we have (`navigator.languages`), else English. */
export function phoneLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): string {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]!;
    if (base === 'en' || LOADERS[base]) return base;
  }
  return 'en';
}

export type Translate = (key: keyof GuestStrings, values?: Record<string, string | number>) => string;

/** The strings of `language` as a `t` function (`{{name}}` filled from `values`). */
export async function loadTranslate(language: string): Promise<Translate> {
  const strings = LOADERS[language] ? await LOADERS[language]() : en;
  return (key, values = {}) =>
    (strings[key] ?? en[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
