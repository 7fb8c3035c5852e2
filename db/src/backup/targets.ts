import { existsSync, readdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';

/** Where a restore writes, and what to call it in messages. */
export interface RestoreTarget {
  dir: string;
  what: string;
}

const holdsSomething = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Checks every target before anything is written: one that already holds something is refused
 * (the restore stops untouched) unless `force`, which moves it aside to `<dir>.replaced-<time>`
 * (kept, not deleted: a wrong restore can be undone by hand). Returns what was moved where.
 */
export async function clearTargets(targets: RestoreTarget[], force: boolean): Promise<string[]> {
  const taken = targets.filter((t) => holdsSomething(t.dir));
  if (taken.length && !force)
    throw new Error(
      `Refusing to restore over existing data (${taken.map((t) => `${t.what} in ${t.dir}`).join(', ')}). ` +
        'Restore into an empty place, or pass --force to move the existing data aside first.',
    );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const moved: string[] = [];
  for (const t of taken) {
    const aside = `${t.dir}.replaced-${stamp}`;
    await rename(t.dir, aside);
    moved.push(`${t.what} moved aside to ${aside}`);
  }
  return moved;
}
