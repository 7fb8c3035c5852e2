import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import madge from 'madge';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/** The boundaries of docs/ARCHITECTURE.md are enforced by lint: crossing one fails `npm run lint`. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string, rule = 'no-restricted-imports') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}
const featureProblems = (file: string, code: string) => problems(file, code, 'web-walls/feature-face');
const urlProblems = (file: string, code: string) => problems(file, code, 'no-restricted-syntax');
const run = promisify(execFile);
/** A scratch folder with the given files, removed afterwards. */
async function withFixture(
  files: Record<string, string>,
  use: (dir: string, write: (file: string, code: string) => Promise<void>) => Promise<void>,
) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'architecture-'));
  const write = async (file: string, code: string) => {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), code);
  };
  try {
    for (const [file, code] of Object.entries(files)) await write(file, code);
    await use(dir, write);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
/** What `npm run lint` runs. */
const lintScript = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { lint: string } })
  .scripts.lint;

describe('module boundaries', () => {
  it("refuse another module's inner files, a flow from a module, deep package paths and a dependency against the direction", async () => {
    expect(
      await problems(
        'api/src/modules/service/customers/x.ts',
        "import { findBill } from '../bills/bills.repo';\nexport const x = findBill;\n",
      ),
    ).toEqual([expect.stringContaining('through its folder')]);
    expect(
      await problems(
        'api/src/modules/service/customers/x.ts',
        "import { getBill } from '../bills/bills.service';\nexport const x = getBill;\n",
      ),
    ).toEqual([expect.stringContaining('through its folder')]);
    expect(
      await problems(
        'api/src/modules/insight/search/x.ts',
        "import { issueTokens } from '../../identity/auth/tokens';\nexport const x = issueTokens;\n",
      ),
    ).toEqual([expect.stringContaining('through its folder')]);
    expect(
      await problems(
        'api/src/modules/service/guest-orders/payments/x.ts',
        "import { deliveryPrice } from '../../delivery/delivery-fee';\nexport const x = deliveryPrice;\n",
      ),
    ).toEqual([expect.stringContaining('through its folder')]);
    expect(
      await problems(
        'api/src/flows/x.ts',
        "import { getBill } from '../modules/service/bills/bills.service';\nexport const x = getBill;\n",
      ),
    ).toEqual([expect.stringContaining('through its folder')]);
    expect(
      await problems(
        'api/src/modules/service/delivery/x.ts',
        "import { compBill } from '../../../flows/comp-bill';\nexport const x = compBill;\n",
      ),
    ).toEqual([expect.stringContaining('never imports a flow')]);
    expect(
      await problems(
        'api/src/modules/service/customers/x.ts',
        "import { runCommand } from '@ros/db/src/command';\nexport const x = runCommand;\n",
      ),
    ).toEqual([expect.stringContaining('by its root')]);
    expect(
      await problems(
        'realtime/src/x.ts',
        "import { startWorkers } from '@ros/workers';\nexport const x = startWorkers;\n",
      ),
    ).toEqual([expect.stringContaining('realtime may not depend on workers')]);
    expect(
      await problems(
        'api/src/x.ts',
        "import { createGateway } from '@ros/realtime';\nexport const x = createGateway;\n",
      ),
    ).toEqual([expect.stringContaining('api may not depend on realtime')]);
    expect(
      await problems('api/src/x.ts', "import { startWorkers } from '@ros/workers';\nexport const x = startWorkers;\n"),
    ).toEqual([expect.stringContaining('api may not depend on workers')]);
    expect(
      await problems('web/src/x.ts', "import { openDatabase } from '@ros/db';\nexport const x = openDatabase;\n"),
    ).toEqual([expect.stringContaining('web may not depend on db')]);
    // Round trips are composed in repo files: a service or a flow calls a repo function.
    const pipeline = "import { pipelined, settle } from '@ros/db';\nexport const x = [pipelined, settle];\n";
    expect(await problems('api/src/modules/service/bills/x.service.ts', pipeline)).toEqual([
      expect.stringContaining('belong in a repo file'),
      expect.stringContaining('belong in a repo file'),
    ]);
    expect(await problems('api/src/flows/x.ts', pipeline)).toHaveLength(2);
    expect(await problems('api/src/modules/service/bills/x.repo.ts', pipeline)).toEqual([]);
  });

  it("allow another module's index, an own inner file, the kernel, a package root and a dependency along the direction", async () => {
    expect(
      await problems(
        'api/src/modules/service/customers/x.ts',
        "import { getBill } from '../bills';\nimport { issueTokens } from '../../identity/auth';\nimport * as repo from './customers.repo';\nimport { notFound } from '../../../kernel/errors';\nimport { runCommand } from '@ros/db';\nexport const x = [getBill, issueTokens, repo, notFound, runCommand];\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'api/src/modules/service/guest-orders/payments/x.ts',
        "import { asGuest } from '../guest-orders.service';\nimport { getBill } from '../../bills';\nexport const x = [asGuest, getBill];\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'api/src/flows/x.ts',
        "import { getBill } from '../modules/service/bills';\nexport const x = getBill;\n",
      ),
    ).toEqual([]);
  });

  it.each([
    ['api modules', 'modules', 'service/bills', 'service/customers'],
    ['web features', 'features', 'service/pos', 'service/kds'],
  ])(
    'refuse a cycle between %s (tools/module-cycles.mjs, run by npm run lint)',
    async (_, rootDir, a, b) => {
      expect(lintScript).toContain(
        `node tools/module-cycles.mjs ${rootDir === 'modules' ? 'api/src/modules' : 'web/src/features'}`,
      );
      const tsconfig = '{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }';
      await withFixture(
        {
          'tsconfig.json': tsconfig,
          [`${rootDir}/${a}/index.ts`]: "export { total } from './main';\n",
          [`${rootDir}/${a}/main.ts`]: `import { visits } from '../../${b}';\nexport const total = () => visits();\n`,
          [`${rootDir}/${b}/index.ts`]: "export { visits } from './main';\n",
          [`${rootDir}/${b}/main.ts`]: 'export const visits = () => 1;\n',
        },
        async (dir, write) => {
          const check = () =>
            run('node', [path.join(root, 'tools/module-cycles.mjs'), rootDir, '--tsconfig', 'tsconfig.json'], {
              cwd: dir,
            });
          await expect(check()).resolves.toMatchObject({ stdout: expect.stringContaining('no cycle') });
          // b now uses a back: a cycle, whatever files it goes through.
          await write(
            `${rootDir}/${b}/main.ts`,
            `import { total } from '../../${a}';\nexport const visits = () => 1;\nexport const spent = () => total();\n`,
          );
          await expect(check()).rejects.toMatchObject({
            code: 1,
            stderr: expect.stringMatching(new RegExp(`(${a}|${b}) -> (${a}|${b}) -> `)),
          });
        },
      );
    },
    60_000,
  );

  it('leave no import cycle between files', async () => {
    const dirs = ['shared-events', 'db', 'bus', 'api', 'realtime', 'workers', 'server', 'web'].map((p) =>
      path.join(root, p, 'src'),
    );
    const graph = await madge(dirs, { fileExtensions: ['ts', 'tsx'], tsConfig: path.join(root, 'tsconfig.base.json') });
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});

describe('walls inside web/src', () => {
  it('refuse a deep import into another feature and a feature used by a shared widget', async () => {
    expect(
      await featureProblems(
        'web/src/features/service/kds/x.ts',
        "import { PosPage } from '../pos/PosPage';\nexport const x = PosPage;\n",
      ),
    ).toEqual([expect.stringContaining('through its index')]);
    expect(
      await featureProblems(
        'web/src/features/insight/reports/x.ts',
        "import { x as y } from '../../service/pos/pos.api';\nexport const x = y;\n",
      ),
    ).toEqual([expect.stringContaining('through its index')]);
    expect(
      await featureProblems(
        'web/src/components/x.ts',
        "import { x as y } from '../features/service/pos';\nexport const x = y;\n",
      ),
    ).toEqual([expect.stringContaining('may not use the feature')]);
  });

  it("allow another feature's index, an own inner file and a shared widget", async () => {
    expect(
      await featureProblems(
        'web/src/features/service/kds/x.ts',
        "import { a } from '../pos';\nimport { b } from './kds.api';\nimport { c } from '../../../components/MoneyInput';\nexport const x = [a, b, c];\n",
      ),
    ).toEqual([]);
  });
});

describe('endpoint URLs in web/src', () => {
  it('refuse a hand-written /api/ URL in a feature, as a string or a template', async () => {
    expect(
      await urlProblems(
        'web/src/features/service/kds/x.ts',
        "export const a = '/api/config';\nexport const b = (rid: string) => `/api/restaurants/${rid}/orders`;\nexport const c = '/jwt/login';\n",
      ),
    ).toEqual([
      expect.stringContaining('urlOf(routes.x, params)'),
      expect.stringContaining('urlOf(routes.x, params)'),
      expect.stringContaining('urlOf(routes.x, params)'),
    ]);
  });

  it("allow a URL built from the shared contract and a path that is not the api's", async () => {
    expect(
      await urlProblems(
        'web/src/features/service/kds/x.ts',
        "import { routes } from '@ros/shared-events';\nimport { urlOf } from '../../../api/operation';\nexport const a = (rid: string) => urlOf(routes.kdsBoard, { restaurantId: rid });\nexport const b = '/apps/pos';\n",
      ),
    ).toEqual([]);
  });
});

describe('a tidy tree', () => {
  it('refuses an unformatted file (prettier --check, run by npm run lint)', async () => {
    expect(lintScript).toContain('prettier --check .');
    const filepath = path.join(root, 'api/src/x.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const tidy = await prettier.format('export const total = (a: number, b: number) => a + b;\n', options);
    expect(await prettier.check(tidy, options)).toBe(true);
    expect(await prettier.check('export const total = ( a:number,b:number )=>a+b\n', options)).toBe(false);
  });

  it('refuses an unused export or file (knip, run by npm run lint)', async () => {
    expect(lintScript).toContain('knip');
    await withFixture(
      {
        'package.json': '{ "name": "fixture", "private": true, "type": "module", "main": "index.ts" }',
        'tsconfig.json': '{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }',
        'index.ts': "import { used } from './a';\nconsole.log(used);\n",
        'a.ts': 'export const used = 1;\n',
      },
      async (dir, write) => {
        const knip = () =>
          run('node', [path.join(root, 'node_modules/knip/bin/knip.js'), '--directory', dir, '--no-progress']);
        await expect(knip()).resolves.toBeDefined();
        await write('a.ts', 'export const used = 1;\nexport const forgotten = 2;\n');
        await write('orphan.ts', 'export const nobody = 3;\n');
        await expect(knip()).rejects.toMatchObject({
          code: 1,
          stdout: expect.stringMatching(/orphan\.ts[\s\S]*forgotten/),
        });
      },
    );
  }, 60_000);
});
