import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One line of the results table: what was measured next to its target. */
export interface Row {
  scenario: string;
  metric: string;
  measured: string;
  baseline?: string;
  target?: string;
  /** true/false when the row has a target; undefined otherwise. */
  met?: boolean;
}

export interface BenchResults {
  startedAt: string;
  durationS: number;
  machine: Record<string, unknown>;
  args: Record<string, unknown>;
  scenarios: Record<string, unknown>;
  rows: Row[];
  errors: Record<string, string>;
}

const cell = (s: string | undefined) => (s ?? '').replace(/\|/g, '\\|');

export function markdownTable(rows: Row[]): string {
  const lines = ['| scenario | metric | measured | baseline (same run) | target | met |', '|---|---|---|---|---|---|'];
  for (const r of rows) {
    const met = r.met === undefined ? '' : r.met ? 'yes' : '**no**';
    lines.push(
      `| ${cell(r.scenario)} | ${cell(r.metric)} | ${cell(r.measured)} | ${cell(r.baseline)} | ${cell(r.target)} | ${met} |`,
    );
  }
  return lines.join('\n');
}

export function markdownReport(results: BenchResults): string {
  const m = results.machine;
  const machine = Object.entries(m)
    .map(([k, v]) => `- ${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('\n');
  const errors = Object.entries(results.errors)
    .map(([k, v]) => `- ${k}: ${v}`)
    .join('\n');
  return [
    `# Benchmark results`,
    '',
    `Run ${results.startedAt}, ${results.durationS} s (\`npm run bench\`), options: ${Object.entries(results.args)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(', ')}`,
    '',
    '## Machine',
    '',
    machine,
    '',
    '## Results',
    '',
    markdownTable(results.rows),
    ...(errors ? ['', '## Scenarios that failed', '', errors] : []),
    '',
  ].join('\n');
}

/** Writes `<dir>/bench-<stamp>.json`, `.md` and `latest.json`/`latest.md`; returns the paths. */
export function writeResults(dir: string, results: BenchResults): { json: string; md: string } {
  mkdirSync(dir, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const json = path.join(dir, `bench-${stamp}.json`);
  const md = path.join(dir, `bench-${stamp}.md`);
  const text = JSON.stringify(results, null, 2);
  const report = markdownReport(results);
  writeFileSync(json, text);
  writeFileSync(md, report);
  writeFileSync(path.join(dir, 'latest.json'), text);
  writeFileSync(path.join(dir, 'latest.md'), report);
  return { json, md };
}

export const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');
export const pct = (x: number) => `${(x * 100).toFixed(x === 1 ? 0 : 2)} %`;
