import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useAppDispatch } from '../../../app/store/hooks';
import { usePosT } from '../../../app/i18n/pos';
import { money } from './money';
import { ordersActions } from './ordersSlice';
import type { Order } from './pos.types';

/** The POS "Drafts" menu: kept orders, opened to finish and place. */
export function DraftsMenu({ drafts }: { drafts: Order[] }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu large>
          {drafts.length === 0 && <MenuItem disabled text={t('drafts.none')} />}
          {drafts.map((d) => (
            <MenuItem
              key={d.id}
              icon="document"
              text={d.target}
              label={money(d.totals.subtotal)}
              onClick={() => dispatch(ordersActions.orderSelected(d.id))}
            />
          ))}
        </Menu>
      }
    >
      <Button large icon="folder-open" text={t('drafts.title', { count: drafts.length })} data-testid="drafts-menu" />
    </Popover>
  );
}
