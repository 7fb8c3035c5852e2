/** Replaces the item with the same id in a cached list, or appends it (for `updateQueryData` recipes). */
export function upsertById<T extends { id: string }>(list: T[], item: T): void {
  const at = list.findIndex((x) => x.id === item.id);
  if (at >= 0) list[at] = item;
  else list.push(item);
}

/** Removes the item with this id from a cached list. */
export function removeById<T extends { id: string }>(list: T[], id: string): void {
  const at = list.findIndex((x) => x.id === id);
  if (at >= 0) list.splice(at, 1);
}
