import { Checkbox, Classes, H6 } from '@blueprintjs/core';
import type { Category, Menu } from '../menu.types';

interface Props {
  menus: Menu[];
  categories: Category[];
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Categories a dish belongs to, grouped by menu. */
export function CategoryChecklist({ menus, categories, value, onChange }: Props) {
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((x) => x !== id) : [...value, id]);
  return (
    <div
      style={{ maxHeight: 180, overflowY: 'auto', border: '1px solid rgba(0,0,0,.1)', borderRadius: 4, padding: 8 }}
      data-testid="category-checklist"
    >
      {menus.map((menu) => {
        const inMenu = categories.filter((c) => c.menuId === menu.id).sort((a, b) => a.sortOrder - b.sortOrder);
        if (inMenu.length === 0) return null;
        return (
          <div key={menu.id}>
            <H6 className={Classes.TEXT_MUTED} style={{ margin: '4px 0' }}>
              {menu.name}
            </H6>
            {inMenu.map((c) => (
              <Checkbox key={c.id} label={c.name} checked={value.includes(c.id)} onChange={() => toggle(c.id)} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
