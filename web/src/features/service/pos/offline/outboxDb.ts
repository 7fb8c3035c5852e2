import type { OutboxEntry } from './outbox.types';

const DB_NAME = 'ros-pos-outbox';
const STORE = 'commands';

let opening: Promise<IDBDatabase> | null = null;

/** The device's outbox database (one object store, keyed by id, indexed by seq). */
function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('seq', 'seq', { unique: true });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  return open().then(
    (db) =>
      new Promise<T | undefined>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = fn(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(req ? req.result : undefined);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
      }),
  );
}

/** Every stored command, oldest first. */
export async function listEntries(): Promise<OutboxEntry[]> {
  const all = (await run<OutboxEntry[]>('readonly', (s) => s.index('seq').getAll() as IDBRequest<OutboxEntry[]>)) ?? [];
  return all.sort((a, b) => a.seq - b.seq);
}

/** Writes (adds or replaces) one command; resolves once it is on disk. */
export async function putEntry(entry: OutboxEntry): Promise<void> {
  await run('readwrite', (s) => s.put(entry));
}

/** Forgets commands whose fate was shown. */
export async function deleteEntries(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await run('readwrite', (s) => {
    for (const id of ids) s.delete(id);
  });
}
