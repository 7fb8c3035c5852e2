import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

/** The boundaries of docs/ARCHITECTURE.md are enforced by lint: crossing one fails `npm run lint`. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries', () => {
  it("refuse another module's inner files, a flow from a module, deep package paths and a dependency against the direction", async () => {
    expect(await problems('api/src/modules/service/customers/x.ts', "import { findBill } from '../bills/bills.repo';\nexport const x = findBill;\n"))
      .toEqual([expect.stringContaining('through its folder')]);
    expect(await problems('api/src/modules/service/customers/x.ts', "import { getBill } from '../bills/bills.service';\nexport const x = getBill;\n"))
      .toEqual([expect.stringContaining('through its folder')]);
    expect(await problems('api/src/modules/insight/search/x.ts', "import { issueTokens } from '../../identity/auth/tokens';\nexport const x = issueTokens;\n"))
      .toEqual([expect.stringContaining('through its folder')]);
    expect(await problems('api/src/modules/service/guest-orders/payments/x.ts', "import { deliveryPrice } from '../../delivery/delivery-fee';\nexport const x = deliveryPrice;\n"))
      .toEqual([expect.stringContaining('through its folder')]);
    expect(await problems('api/src/flows/x.ts', "import { getBill } from '../modules/service/bills/bills.service';\nexport const x = getBill;\n"))
      .toEqual([expect.stringContaining('through its folder')]);
    expect(await problems('api/src/modules/service/delivery/x.ts', "import { compBill } from '../../../flows/comp-bill';\nexport const x = compBill;\n"))
      .toEqual([expect.stringContaining('never imports a flow')]);
    expect(await problems('api/src/modules/service/customers/x.ts', "import { runCommand } from '@ros/db/src/command';\nexport const x = runCommand;\n"))
      .toEqual([expect.stringContaining('by its root')]);
    expect(await problems('realtime/src/x.ts', "import { startWorkers } from '@ros/workers';\nexport const x = startWorkers;\n"))
      .toEqual([expect.stringContaining('realtime may not depend on workers')]);
    expect(await problems('api/src/x.ts', "import { createGateway } from '@ros/realtime';\nexport const x = createGateway;\n"))
      .toEqual([expect.stringContaining('api may not depend on realtime')]);
    expect(await problems('api/src/x.ts', "import { startWorkers } from '@ros/workers';\nexport const x = startWorkers;\n"))
      .toEqual([expect.stringContaining('api may not depend on workers')]);
    expect(await problems('web/src/x.ts', "import { openDatabase } from '@ros/db';\nexport const x = openDatabase;\n"))
      .toEqual([expect.stringContaining('web may not depend on db')]);
  });

  it("allow another module's index, an own inner file, the kernel, a package root and a dependency along the direction", async () => {
    expect(await problems('api/src/modules/service/customers/x.ts', "import { getBill } from '../bills';\nimport { issueTokens } from '../../identity/auth';\nimport * as repo from './customers.repo';\nimport { notFound } from '../../../kernel/errors';\nimport { runCommand } from '@ros/db';\nexport const x = [getBill, issueTokens, repo, notFound, runCommand];\n")).toEqual([]);
    expect(await problems('api/src/modules/service/guest-orders/payments/x.ts', "import { asGuest } from '../guest-orders.service';\nimport { getBill } from '../../bills';\nexport const x = [asGuest, getBill];\n")).toEqual([]);
    expect(await problems('api/src/flows/x.ts', "import { getBill } from '../modules/service/bills';\nexport const x = getBill;\n")).toEqual([]);
  });

  it('refuse a cycle between modules (tools/module-cycles.mjs)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'module-cycles-'));
    try {
      const write = async (file: string, code: string) => {
        await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await fs.writeFile(path.join(dir, file), code);
      };
      await write('tsconfig.json', '{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }');
      await write('modules/service/bills/index.ts', "export { billTotal } from './bills.service';\n");
      await write('modules/service/bills/bills.service.ts', "import { visits } from '../customers';\nexport const billTotal = () => visits();\n");
      await write('modules/service/customers/index.ts', "export { visits } from './customers.service';\n");
      await write('modules/service/customers/customers.service.ts', "export const visits = () => 1;\n");
      const run = () => promisify(execFile)('node', [path.join(root, 'tools/module-cycles.mjs'), 'modules', '--tsconfig', 'tsconfig.json'], { cwd: dir });
      await expect(run()).resolves.toMatchObject({ stdout: expect.stringContaining('no cycle') });
      // customers now uses bills back: a cycle, whatever files it goes through.
      await write('modules/service/customers/customers.service.ts', "import { billTotal } from '../bills';\nexport const visits = () => 1;\nexport const spent = () => billTotal();\n");
      await expect(run()).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/service\/(bills|customers) -> service\/(bills|customers) -> /) });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('leave no import cycle between files', async () => {
    const dirs = ['shared-events', 'db', 'bus', 'api', 'realtime', 'workers', 'server', 'web'].map((p) => path.join(root, p, 'src'));
    const graph = await madge(dirs, { fileExtensions: ['ts', 'tsx'], tsConfig: path.join(root, 'tsconfig.base.json') });
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
