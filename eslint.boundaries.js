/**
 * Which code may import which (docs/ARCHITECTURE.md), checked by `npm run lint` so a crossed
 * boundary fails CI. Packages are used by their root (`@ros/db`), never a path inside them; each
 * package lists the packages below it that it may use; a domain module uses another module
 * through its service or a small exported query, never its `*.repo.ts`. Tests may reach inside.
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
const otherModulesRepo = {
  group: ['../*/*.repo', '../*/*.repo.ts'],
  message: "Use the other module's service (or a small exported query), never its repo.",
};

export const boundaries = PACKAGES.map((pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx,js}`],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        deepImport,
        ...(pkg === 'api' ? [otherModulesRepo] : []),
        ...PACKAGES.filter((other) => other !== pkg && !MAY_USE[pkg].includes(other)).map((other) => ({
          group: [`@ros/${other}`],
          message: `${pkg} may not depend on ${other} (see eslint.boundaries.js).`,
        })),
      ],
    }],
  },
}));
