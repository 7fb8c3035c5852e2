#!/usr/bin/env node
/**
 * Fails (exit 1) when the modules under a root depend on each other in a cycle.
 *
 *   node tools/module-cycles.mjs api/src/modules [--tsconfig tsconfig.base.json]
 *
 * Every file under `<root>/<context>/<module>/` counts as its module; any other file the graph
 * reaches (e.g. `api/src/flows/pay-bill.ts`, `api/src/kernel/tenant.ts`, a root-level file such as
 * `<root>/index.ts`) is a node of its own. The file graph comes from madge (type-only imports left out);
 * it is collapsed to those nodes and searched for a cycle, printed as `a -> b -> a`.
 */
import fs from 'node:fs';
import path from 'node:path';
import madge from 'madge';

const args = process.argv.slice(2);
const tsIdx = args.indexOf('--tsconfig');
const tsConfig = path.resolve(tsIdx >= 0 ? args.splice(tsIdx, 2)[1] : 'tsconfig.base.json');
if (args.length !== 1) {
  console.error('usage: node tools/module-cycles.mjs <root> [--tsconfig <file>]');
  process.exit(2);
}
const root = path.resolve(args[0]);
if (!fs.existsSync(root)) {
  console.error(`module-cycles: ${args[0]} does not exist`);
  process.exit(2);
}

/** The node a file belongs to: its `<context>/<module>` folder under the root, else the file itself. */
export function nodeOf(file) {
  const rel = path.relative(root, file);
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) {
    const parts = rel.split(path.sep);
    if (parts.length >= 3) return parts.slice(0, 2).join('/');
  }
  return path.relative(process.cwd(), file);
}

// Type-only imports are left out (`import type` is erased: it orders nothing at run time), so the
// process wiring's types (api/src/deps.ts names the printer network's type) make no cycle.
const graph = await madge(root, {
  fileExtensions: ['ts', 'tsx'],
  tsConfig,
  baseDir: process.cwd(),
  detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
});
const files = graph.obj();
const edges = new Map();
for (const [from, tos] of Object.entries(files)) {
  const a = nodeOf(path.resolve(from));
  if (!edges.has(a)) edges.set(a, new Set());
  for (const to of tos) {
    const b = nodeOf(path.resolve(to));
    if (b !== a) edges.get(a).add(b);
  }
}

// Depth-first search; a grey node met again closes a cycle.
const state = new Map(); // undefined = white, 1 = grey (on the stack), 2 = black
const stack = [];
function visit(n) {
  state.set(n, 1);
  stack.push(n);
  for (const m of [...(edges.get(n) ?? [])].sort()) {
    if (state.get(m) === 1) return [...stack.slice(stack.indexOf(m)), m];
    if (!state.has(m)) {
      const found = visit(m);
      if (found) return found;
    }
  }
  stack.pop();
  state.set(n, 2);
  return null;
}
for (const n of [...edges.keys()].sort()) {
  if (state.has(n)) continue;
  const cycle = visit(n);
  if (cycle) {
    console.error(`module-cycles: a cycle between the modules of ${args[0]}:\n  ${cycle.join(' -> ')}`);
    process.exit(1);
  }
}
const modules = [...edges.keys()].filter((n) => !n.includes('.')).length;
console.log(`module-cycles: ${modules} modules under ${args[0]}, no cycle.`);
