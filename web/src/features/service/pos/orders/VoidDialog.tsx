import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { ManagerOverrideFields, useManagerOverride } from '../../../../components/ManagerOverrideFields';
import { usePosT } from '../../../../app/i18n/pos';
import type { OrderItem } from '../pos.types';

const REASONS = ['guestChanged', 'wrongItem', 'quality', 'other'] as const;

interface Props {
  item: OrderItem | null;
  /** Set when the API refused the void: a manager signs it off with email and password. */
  needsOverride: boolean;
  initialReason?: string;
  onClose: () => void;
  onVoid: (reason: string, approver?: { approverEmail: string; approverPassword: string }) => void;
}

/** Void an item with a reason; after a 403 the same dialog asks for a manager override. */
export function VoidDialog({ item, needsOverride, initialReason, onClose, onVoid }: Props) {
  const t = usePosT();
  const [reason, setReason] = useState(initialReason ?? '');
  const manager = useManagerOverride();
  if (!item) return null;
  const canSubmit = reason.trim().length > 0 && (!needsOverride || manager.filled);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={needsOverride ? t('void.overrideTitle') : t('void.title', { name: item.name })}
    >
      <DialogBody>
        <FormGroup label={t('void.reason')} labelFor="void-reason">
          <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', marginBottom: 8 }}>
            {REASONS.map((r) => (
              <Button
                key={r}
                large
                active={reason === t(`void.reasons.${r}`)}
                text={t(`void.reasons.${r}`)}
                onClick={() => setReason(t(`void.reasons.${r}`))}
              />
            ))}
          </div>
          <InputGroup id="void-reason" large value={reason} onValueChange={setReason} />
        </FormGroup>
        {needsOverride && (
          <ManagerOverrideFields
            value={manager}
            idPrefix="void"
            large
            hint={t('void.overrideHint')}
            labels={{ email: t('void.managerEmail'), password: t('void.managerPassword') }}
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button large text={t('common.cancel')} onClick={onClose} />
            <Button
              large
              intent="danger"
              icon="trash"
              disabled={!canSubmit}
              text={t('void.submit')}
              onClick={() =>
                onVoid(
                  reason.trim(),
                  needsOverride
                    ? { approverEmail: manager.email.trim(), approverPassword: manager.password }
                    : undefined,
                )
              }
            />
          </>
        }
      />
    </Dialog>
  );
}
