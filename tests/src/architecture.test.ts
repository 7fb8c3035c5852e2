import path from 'node:path';
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
  it("refuse another module's repo, deep package paths and a dependency against the direction", async () => {
    expect(await problems('api/src/modules/customers/x.ts', "import { findBill } from '../bills/bills.repo';\nexport const x = findBill;\n"))
      .toEqual([expect.stringContaining("other module's service")]);
    expect(await problems('api/src/modules/customers/x.ts', "import { runCommand } from '@ros/db/src/command';\nexport const x = runCommand;\n"))
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

  it('allow a service, a package root and a dependency along the direction', async () => {
    expect(await problems('api/src/modules/customers/x.ts', "import { getBill } from '../bills/bills.service';\nimport { runCommand } from '@ros/db';\nexport const x = [getBill, runCommand];\n")).toEqual([]);
  });

  it('leave no import cycle between files', async () => {
    const dirs = ['shared-events', 'db', 'bus', 'api', 'realtime', 'workers', 'server', 'web'].map((p) => path.join(root, p, 'src'));
    const graph = await madge(dirs, { fileExtensions: ['ts', 'tsx'], tsConfig: path.join(root, 'tsconfig.base.json') });
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
