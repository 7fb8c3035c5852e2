/** One invitation line of the dialog. */
export interface InviteRow {
  email: string;
  roleId: string;
}
export type RowErrors = Partial<Record<keyof InviteRow, string>>[];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks: a valid email and a role on every line. */
export function validateInvites(rows: InviteRow[], messages: { email: string; role: string }): RowErrors {
  return rows.map((r) => ({
    ...(EMAIL.test(r.email.trim()) ? {} : { email: messages.email }),
    ...(r.roleId ? {} : { roleId: messages.role }),
  }));
}

export const hasErrors = (errors: RowErrors) => errors.some((e) => Object.keys(e).length > 0);

/**
 * Spreads the API's field errors over the lines: keys like `invites.1.email`, `invites[1].roleId`
 * or a plain `email` (applied to the first line).
 */
export function rowErrorsFromFields(
  fields: Record<string, string>,
  count: number,
): { rows: RowErrors; rest: string[] } {
  const rows: RowErrors = Array.from({ length: count }, () => ({}));
  const rest: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const m = /(\d+)\D*(email|roleId)$/.exec(key) ?? /^()(email|roleId)$/.exec(key);
    const index = m ? Number(m[1] || 0) : -1;
    const row = rows[index];
    if (m && row) row[m[2] as keyof InviteRow] = message;
    else rest.push(message);
  }
  return { rows, rest };
}

/** A pasted list of addresses ("a@x.io, b@x.io") becomes one line each with that line's role; null for a single one. */
export function splitPastedEmails(rows: InviteRow[], index: number, pasted: string): InviteRow[] | null {
  const parts = pasted.split(/[\s,;]+/).filter(Boolean);
  const row = rows[index];
  if (!row || parts.length < 2) return null;
  const expanded = parts.map((email) => ({ email, roleId: row.roleId }));
  return [...rows.slice(0, index), ...expanded, ...rows.slice(index + 1)];
}
