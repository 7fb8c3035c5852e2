import { z } from 'zod';
import { defineEvent } from './define';

const named = (p: { name: string }) => ({ values: { name: p.name } });

const ZMenuRef = z.object({ menuId: z.string().uuid(), name: z.string() });

/** A menu was created. */
export const menuCreated = defineEvent('menu.created', ZMenuRef, { describe: named });
/** A menu's name, color, description or discount changed; `changes` lists the fields. */
export const menuUpdated = defineEvent('menu.updated', ZMenuRef.extend({ changes: z.array(z.string()) }), {
  describe: named,
});
/** A menu was deleted with its categories. */
export const menuDeleted = defineEvent('menu.deleted', ZMenuRef, { describe: named });
/** A menu became the active one (the one feeding the digital menu); others were deactivated. */
export const menuActivated = defineEvent(
  'menu.activated',
  ZMenuRef.extend({ previousMenuId: z.string().uuid().nullable() }),
  { describe: named },
);
/** The active menu was switched off: the digital menu shows nothing until another is activated. */
export const menuDeactivated = defineEvent('menu.deactivated', ZMenuRef, { describe: named });
