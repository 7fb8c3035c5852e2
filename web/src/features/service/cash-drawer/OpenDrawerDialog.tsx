import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatAmount } from '../../../components/money';
import { useOpenDrawerMutation } from './cash-drawer.api';
import { countedTotal } from './denominations';
import { DenominationCount } from './DenominationCount';
import { useCashT } from './i18n';

interface Props {
  restaurantId: string;
  name: string;
  currency: string | null;
  onClose: () => void;
}

/** Opens a drawer with its float, counted note by note. */
export function OpenDrawerDialog({ restaurantId, name, currency, onClose }: Props) {
  const t = useCashT();
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [openDrawer, { isLoading }] = useOpenDrawerMutation();
  const float = countedTotal(pieces);

  const handleOpen = async () => {
    try {
      await openDrawer({ rid: restaurantId, name, openingFloat: float }).unwrap();
      toastSuccess(t('opened', { name, amount: formatAmount(float, currency) }));
      onClose();
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('openTitle', { name })}>
      <DialogBody>
        <p>{t('openHelp')}</p>
        <DenominationCount id="opening-float" currency={currency} pieces={pieces} onChange={setPieces} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button
              intent="primary"
              loading={isLoading}
              text={t('openWith', { amount: formatAmount(float, currency) })}
              onClick={handleOpen}
            />
          </>
        }
      />
    </Dialog>
  );
}
