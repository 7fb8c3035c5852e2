import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAV_PAGES } from '@ros/shared-events';
import { describe, expect, it } from 'vitest';

/*
 * Every key a screen uses is in the strings it has loaded: the shell's (`locales/en.json`) for the
 * code of the initial bundle and the layouts, the shell's plus its areas' (`en.<area>.json`, listed
 * in routes.tsx's `page([...areas], () => import(...))`) for a page's chunk. Keys are read from the
 * source (`t('a.b')`, `i18n.t(…)`, with the file's `keyPrefix`es); a key built at run time is checked
 * up to its first `${…}`.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = path.join(SRC, 'i18n', 'locales');
type Tree = { [key: string]: Tree | string };

const readJson = (file: string) => JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Tree;
function merge(target: Tree, source: Tree): Tree {
  for (const [k, v] of Object.entries(source)) {
    const t = target[k];
    target[k] = typeof v === 'object' && typeof t === 'object' ? merge({ ...t }, v) : v;
  }
  return target;
}
const bundle = (areas: readonly string[]) =>
  areas.reduce((all, a) => merge(all, readJson(`en.${a}.json`)), merge({}, readJson('en.json')));

function lookup(tree: Tree, key: string): boolean {
  const parts = key.split('.');
  let node: Tree | string | undefined = tree;
  for (const [i, p] of parts.entries()) {
    if (typeof node !== 'object') return false;
    const last = i === parts.length - 1;
    if (last && p === '') return true; // a `${…}` right after the dot: the object exists
    const next: Tree | string | undefined = node[p];
    if (next === undefined && last)
      return ['one', 'other', 'zero'].some(
        (s) => node !== undefined && typeof node === 'object' && `${p}_${s}` in node,
      );
    node = next;
  }
  return node !== undefined;
}

const resolveImport = (from: string, spec: string) => {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (c) => /\.tsx?$/.test(c) && existsSync(c),
  );
};
const sourceOf = (file: string) => readFileSync(file, 'utf8');
const isFace = (file: string) => /[\\/]index\.tsx?$/.test(file);
/** The files a feature's face (`index.ts`) re-exports the given names from. */
const throughFace = (face: string, names: string[]) =>
  [...sourceOf(face).matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"](\.[^'"]+)['"]/g)]
    .filter((m) =>
      m[1]!.split(',').some((n) =>
        names.includes(
          n
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      ),
    )
    .map((m) => resolveImport(face, m[2]!));
/** A file's static imports; an import of named things from a feature's face follows only the files that hold them. */
const staticImports = (file: string): string[] =>
  [...sourceOf(file).matchAll(/(?:^|\n)\s*(import|export)\b(\s+type\b)?([^;()]*?)['"](\.[^'"]+)['"]/g)]
    .flatMap((m) => {
      if (m[2]) return [];
      const target = resolveImport(file, m[4]!);
      const named = m[1] === 'import' ? /^\s*\{([^}]*)\}\s*from\s*$/.exec(m[3]!) : null;
      if (!target || !named || !isFace(target)) return [target];
      return throughFace(
        target,
        named[1]!.split(',').map(
          (n) =>
            n
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!,
        ),
      );
    })
    .filter((f): f is string => !!f);

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

const PREFIX = /keyPrefix:\s*'([\w.]+)'/g;
/** `keyPrefix: 'a.b'`, or a local `t` that calls ``i18n.t(`a.b.${key}`)``. */
const prefixesOf = (file: string) =>
  [...sourceOf(file).matchAll(PREFIX), ...sourceOf(file).matchAll(/i18n\.t\(`([\w.]+)\.\$\{key\}`/g)].map((m) => m[1]!);
/** The key prefixes a file's `t` may carry: its own `keyPrefix`es and those of the i18n hooks it imports. */
function filePrefixes(file: string): string[] {
  return [
    ...prefixesOf(file),
    ...staticImports(file)
      .filter((f) => /[\\/]i18n(\.ts$|[\\/])/.test(f))
      .flatMap(prefixesOf),
  ];
}
const ALL_PREFIXES = [
  ...new Set(
    readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .flatMap((f) => prefixesOf(path.join(SRC, f))),
  ),
];

const KEY_CALL = /(?<![\w.])(?:t|tr|tc|i18n\.t)\(\s*(['"`])((?:(?!\1).)+)\1/g;
function missingKeys(files: Iterable<string>, strings: Tree): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const own = filePrefixes(file);
    // A helper handed a `t` (no hook of its own) may get any prefix.
    const prefixes = ['', ...(own.length || /useTranslation\(\)/.test(sourceOf(file)) ? own : ALL_PREFIXES)];
    for (const m of sourceOf(file).matchAll(KEY_CALL)) {
      const key = m[2]!.split('${')[0]!;
      if (/^[^)]*defaultValue/.test(sourceOf(file).slice(m.index! + m[0].length, m.index! + m[0].length + 200)))
        continue;
      if (!/^[\w-]+(\.[\w-]*)*$/.test(key) || key === '') continue;
      if (!prefixes.some((p) => lookup(strings, p ? `${p}.${key}` : key)))
        missing.push(`${path.relative(SRC, file)}: ${m[2]}`);
    }
  }
  return missing;
}

const ROUTES = path.join(SRC, 'routes.tsx');
const routesSource = sourceOf(ROUTES);
const pages = [...routesSource.matchAll(/page\(\s*(\[[^\]]*\]),\s*\(\)\s*=>\s*import\('([^']+)'\),?\s*\)/g)].map(
  (m) => ({
    areas: JSON.parse(m[1]!.replace(/'/g, '"').replace(/,\s*\]$/, ']')) as string[],
    file: resolveImport(ROUTES, m[2]!)!,
  }),
);
/** The layouts the router loads lazily, with no areas: they use the shell's strings only. */
const layouts = [...routesSource.matchAll(/(?<!page\(\s*\[[^\]]*\],\s*\(\)\s*=>\s*)import\('([^']+)'\)/g)]
  .map((m) => resolveImport(ROUTES, m[1]!)!)
  .filter((f) => !pages.some((p) => p.file === f));
const shell = closure([path.join(SRC, 'main.tsx'), ...layouts]);
const AREAS = readdirSync(LOCALES).flatMap((f) => /^en\.([\w-]+)\.json$/.exec(f)?.[1] ?? []);

describe('strings per area', () => {
  it('finds the pages and their areas in routes.tsx', () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const p of pages) for (const a of p.areas) expect(AREAS, `${p.file}: unknown area ${a}`).toContain(a);
  });

  it('has every key of the shell (initial bundle and layouts) in en.json', () => {
    expect(missingKeys(shell, bundle([]))).toEqual([]);
  });

  it.each(pages.map((p) => [path.relative(SRC, p.file), p] as const))(
    'has every key of %s in the shell or its areas',
    (_, p) => {
      const files = [...closure([p.file])].filter((f) => !shell.has(f));
      expect(missingKeys(files, bundle(p.areas))).toEqual([]);
    },
  );

  it('names every page of the navigation in every language of the shell', () => {
    for (const language of ['en', 'es']) {
      const nav = readJson(`${language}.json`).nav as Tree;
      expect(NAV_PAGES.map((p) => p.id).filter((id) => typeof nav[id] !== 'string')).toEqual([]);
    }
  });

  it('ships every area in every language with the same files', () => {
    const es = readdirSync(LOCALES).flatMap((f) => /^es\.([\w-]+)\.json$/.exec(f)?.[1] ?? []);
    expect(es.sort()).toEqual([...AREAS].sort());
  });
});
