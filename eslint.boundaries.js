/**
 * Which code may import which (docs/ARCHITECTURE.md), checked by `npm run lint` so a crossed
 * boundary fails CI. Packages are used by their root (`@ros/db`), never a path inside them; each
 * package lists the packages below it that it may use. In the api, a module
 * (`api/src/modules/<context>/<module>/`) is used by other modules, the flows and the route list
 * through its folder (its `index.ts`, its face), never an inner file (its repo least of all), and a
 * module never imports a flow (`api/src/flows`). Tests may reach inside. That the modules depend on
 * each other without a cycle is checked by `tools/module-cycles.mjs` (also in `npm run lint`).
 */

const PACKAGES = ['shared-events', 'db', 'bus', 'api', 'realtime', 'workers', 'server', 'web'];

/** What each package may import of the others (everything else is refused). */
const MAY_USE = {
  'shared-events': [],
  db: ['shared-events'],
  bus: ['shared-events', 'db'],
  workers: ['shared-events', 'db', 'bus'],
  realtime: ['shared-events', 'db', 'bus'],
  api: ['shared-events', 'db', 'bus'],
  server: ['shared-events', 'db', 'bus', 'workers', 'realtime', 'api'],
  web: ['shared-events'],
};

const deepImport = {
  regex: '^@ros/[^/]+/',
  message: 'Import a package by its root (@ros/<package>): its index says what it offers.',
};
const FACE =
  "Use another module through its folder, its index (e.g. '../../service/bills'): its inner files, its repo least of all, are its own.";
const NO_FLOWS = 'A module never imports a flow (api/src/flows): the route list gives a route its flow.';
/** Inner files of another module, as seen from a file `depth` folders below `api/src/modules/<context>/<module>/`. */
const otherModulesInner = (depth) => {
  const up = '\\.\\./'.repeat(depth);
  return [
    // `../orders/orders.service` (same context) and `../../identity/auth/tokens` (another context)
    { regex: `^${up}\\.\\./(?!\\.)[^/]+/(?!index$).+`, message: FACE },
    { regex: `^${up}\\.\\./\\.\\./(?!\\.)[^/]+/[^/]+/(?!index$).+`, message: FACE },
    { regex: '^(\\.\\./)+flows(/|$)', message: NO_FLOWS },
  ];
};
/** A flow (api/src/flows/*.ts) uses a module by its index alone. */
const flowsInner = [{ regex: '^\\.\\./modules/[^/]+/[^/]+/(?!index$).+', message: FACE }];

const packagePatterns = (pkg) => [
  deepImport,
  ...PACKAGES.filter((other) => other !== pkg && !MAY_USE[pkg].includes(other)).map((other) => ({
    group: [`@ros/${other}`],
    message: `${pkg} may not depend on ${other} (see eslint.boundaries.js).`,
  })),
];

/** The web's own patterns, for a later `no-restricted-imports` on some of its files to repeat (eslint.config.js). */
export const webImportPatterns = packagePatterns('web');

const restrict = (files, patterns, paths = []) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});

/**
 * Round trips are composed in repo files: a service or a flow keeps the rules and calls a repo
 * function, never the statement pipeline itself (`db/src/pipeline.ts`; the kernel may).
 */
const roundTrips = [
  {
    name: '@ros/db',
    importNames: ['pipelined', 'settle', 'settleAll', 'Pipeline'],
    message: 'Statements issued together belong in a repo file (*.repo.ts): call a repo function from here.',
  },
];
/** The module files of one depth: every file keeps the walls; files other than repos also stay off the pipeline. */
const moduleFiles = (glob, depth) => [
  restrict([glob], [...packagePatterns('api'), ...otherModulesInner(depth)], roundTrips),
  restrict([glob.replace(/\*\.ts$/, '*.repo.ts')], [...packagePatterns('api'), ...otherModulesInner(depth)]),
];

export const boundaries = [
  ...PACKAGES.map((pkg) => restrict([`${pkg}/src/**/*.{ts,tsx,js}`], packagePatterns(pkg))),
  // The api's modules and flows (later entries win for the same file: each repeats the package's patterns).
  restrict(['api/src/flows/**/*.ts'], [...packagePatterns('api'), ...flowsInner], roundTrips),
  ...moduleFiles('api/src/modules/*/*/*.ts', 0),
  ...moduleFiles('api/src/modules/*/*/*/*.ts', 1),
  ...moduleFiles('api/src/modules/*/*/*/*/*.ts', 2),
];

/**
 * Walls inside web/src (docs/ARCHITECTURE.md): a feature lives in `features/<context>/<feature>/`
 * and another feature uses it only through its `index.ts` (its face); shared widgets in
 * `components/` use no feature. The route table (`routes.tsx`) and the shell (`app/`) are not
 * features and may import pages directly (lazily, for code splitting).
 */
const FEATURE = /(?:^|\/)web\/src\/features\/([^/]+)\/([^/]+)(?:\/(.*))?$/;
const webWalls = {
  rules: {
    'feature-face': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          deep: "Import the feature '{{feature}}' through its index ('{{face}}'), not a file inside it.",
          widget: "components/ holds widgets shared by features; it may not use the feature '{{feature}}'.",
        },
      },
      create(context) {
        const file = context.filename.split('\\').join('/');
        const own = FEATURE.exec(file);
        const inComponents = /(?:^|\/)web\/src\/components\//.test(file);
        if (!own && !inComponents) return {};
        const check = (node) => {
          const spec = node.source && node.source.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const dir = file.slice(0, file.lastIndexOf('/'));
          const target = new URL(spec, `file://${dir}/`).pathname;
          const hit = FEATURE.exec(target);
          if (!hit) return;
          const feature = `${hit[1]}/${hit[2]}`;
          if (inComponents) {
            context.report({ node: node.source, messageId: 'widget', data: { feature } });
            return;
          }
          if (own && own[1] === hit[1] && own[2] === hit[2]) return;
          if (hit[3] === undefined || /^index(\.tsx?)?$/.test(hit[3])) return;
          const face = spec.slice(0, spec.length - hit[3].length - 1);
          context.report({ node: node.source, messageId: 'deep', data: { feature, face } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

boundaries.push({
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  plugins: { 'web-walls': webWalls },
  rules: { 'web-walls/feature-face': 'error' },
});
