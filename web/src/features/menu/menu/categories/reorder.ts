/** Moves `dragged` to where `target` is (the others shift), returning the new id order. */
export function moveBefore(ids: readonly string[], dragged: string, target: string): string[] {
  const from = ids.indexOf(dragged);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((id) => id !== dragged);
  next.splice(to, 0, dragged);
  return next;
}
