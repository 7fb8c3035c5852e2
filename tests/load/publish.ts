/** `npx tsx tests/load/publish.ts`: rewrites tests/load/RESULTS.md from RESULTS.json and ANALYSIS.md (after editing the analysis). */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownReport, type BenchResults } from './lib/report';

const here = path.dirname(fileURLToPath(import.meta.url));
const results = JSON.parse(readFileSync(path.join(here, 'RESULTS.json'), 'utf8')) as BenchResults;
writeFileSync(
  path.join(here, 'RESULTS.md'),
  `${markdownReport(results)}\n${readFileSync(path.join(here, 'ANALYSIS.md'), 'utf8')}`,
);
