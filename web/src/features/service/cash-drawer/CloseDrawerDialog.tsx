import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError } from '../../../app/toaster';
import { formatAmount } from '../../../components/money';
import { useCloseDrawerMutation } from './cash-drawer.api';
import type { DrawerSession } from './cash-drawer.types';
import { countedTotal } from './denominations';
import { DenominationCount } from './DenominationCount';
import { useCashT } from './i18n';
import { OverShort } from './OverShort';

interface Props {
  restaurantId: string;
  session: DrawerSession;
  currency: string | null;
  onClose: () => void;
  onClosed: (session: DrawerSession) => void;
}

/** Closes the drawer with the counted cash; shows over (+) or short (−) against what is expected as the count goes. */
export function CloseDrawerDialog({ restaurantId, session, currency, onClose, onClosed }: Props) {
  const t = useCashT();
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [notes, setNotes] = useState('');
  const [closeDrawer, { isLoading }] = useCloseDrawerMutation();
  const counted = countedTotal(pieces);
  const overShort = counted - session.expected;

  const handleClose = async () => {
    try {
      onClosed(
        await closeDrawer({
          rid: restaurantId,
          sessionId: session.id,
          counted,
          notes: notes.trim() || undefined,
        }).unwrap(),
      );
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('closeTitle', { name: session.name })}>
      <DialogBody>
        <p>{t('expectedInDrawer', { amount: formatAmount(session.expected, currency) })}</p>
        <DenominationCount id="closing-count" currency={currency} pieces={pieces} onChange={setPieces} />
        <p style={{ textAlign: 'right' }}>
          <OverShort amount={overShort} currency={currency} />
        </p>
        <FormGroup label={t('notes')} labelFor="closing-notes">
          <TextArea
            id="closing-notes"
            fill
            value={notes}
            maxLength={1000}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button
              intent={Intent.DANGER}
              loading={isLoading}
              text={t('closeWith', { amount: formatAmount(counted, currency) })}
              onClick={handleClose}
            />
          </>
        }
      />
    </Dialog>
  );
}
