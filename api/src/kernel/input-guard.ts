import type { RequestHandler } from 'express';
import { AppError } from './errors';

/** Deeper JSON is no request of ours; refusing it keeps hashing and validation off the deep end. */
export const MAX_INPUT_DEPTH = 32;

/** Why a text cannot be stored as it is, or null. PostgreSQL text holds neither NUL nor half a UTF-16 pair. */
export function badText(s: string): string | null {
  if (s.includes('\u0000')) return 'Text cannot contain a NUL character.';
  if (!s.isWellFormed()) return 'Text contains an invalid character (a lone UTF-16 surrogate).';
  return null;
}

/**
 * The first part of a parsed JSON value (or query) that no handler should see: a text with a NUL
 * or a lone surrogate (as a value or a key), or nesting deeper than `MAX_INPUT_DEPTH`. Walks
 * without recursion, so no input can overflow the stack. Paths read like validation fields
 * (`items.0.remarks`).
 */
export function findBadInput(value: unknown): { path: string; message: string } | null {
  const stack: Array<[unknown, string, number]> = [[value, '', 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const message = badText(v);
      if (message) return { path, message };
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return { path, message: 'This value is nested too deeply.' };
      // Pushed last to first, so the first field in the document is reported first.
      for (const [key, child] of Object.entries(v).reverse()) {
        const at = path ? `${path}.${key}` : key;
        const message = badText(key);
        if (message) return { path: at, message };
        stack.push([child, at, depth + 1]);
      }
    }
  }
  return null;
}

/** Refuses a body or query that `findBadInput` finds fault with: 400 with the field named. */
export const inputGuard: RequestHandler = (req, _res, next) => {
  const bad = findBadInput(req.body) ?? findBadInput(req.query);
  if (!bad) return next();
  const field = bad.path || '_';
  next(new AppError('invalid_input', `${field}: ${bad.message}`, { [field]: bad.message }));
};
