/** Names of the keys present in a PATCH body (for `*.updated` events). */
export const changedKeys = (patch: Record<string, unknown>) => Object.keys(patch).filter((k) => patch[k] !== undefined);
