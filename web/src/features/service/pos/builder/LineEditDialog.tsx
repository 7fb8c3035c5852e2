import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import { ordersActions } from '../ordersSlice';
import type { CartLine } from '../pos.types';
import { LineOptionsFields } from './LineOptionsFields';

/** Remarks, quantity, course, seat and hold of a line in the cart (render with key={line.key}). */
export function LineEditDialog({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(line.quantity);
  const [remarks, setRemarks] = useState(line.remarks);
  const [course, setCourse] = useState(line.course);
  const [seat, setSeat] = useState(line.seat);
  const [hold, setHold] = useState(line.hold);
  const handleSave = () => {
    dispatch(
      ordersActions.lineChanged({ key: line.key, changes: { quantity, remarks: remarks.trim(), course, seat, hold } }),
    );
    onClose();
  };
  return (
    <Dialog isOpen onClose={onClose} title={line.name}>
      <DialogBody>
        <FormGroup label={t('builder.remarks')} labelFor="line-remarks">
          <InputGroup
            id="line-remarks"
            large
            autoFocus
            value={remarks}
            onValueChange={setRemarks}
            placeholder={t('builder.remarksHint')}
            onKeyDown={(e) => e.key === 'Enter' && handleSave()}
          />
        </FormGroup>
        <LineOptionsFields
          idPrefix="line"
          minQuantity={0}
          quantity={quantity}
          onQuantity={setQuantity}
          course={course}
          onCourse={setCourse}
          seat={seat}
          onSeat={setSeat}
          hold={hold}
          onHold={setHold}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button large text={t('common.cancel')} onClick={onClose} />
            <Button large intent="primary" icon="tick" text={t('builder.saveLine')} onClick={handleSave} />
          </>
        }
      />
    </Dialog>
  );
}
