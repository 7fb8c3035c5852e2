import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useState } from 'react';
import { apiFailureOf } from '../../../../api/http';
import { ManagerOverrideFields, useManagerOverride } from '../../../../components/ManagerOverrideFields';
import { useAppDispatch } from '../../../../app/store/hooks';
import { useCan } from '../../../../app/session/useAbility';
import { usePosT } from '../../../../app/i18n/pos';
import { posApi } from '../pos.api';
import type { Bill } from '../pos.types';
import { checkoutActions } from './checkoutSlice';

const KINDS = ['staff_meal', 'comp'] as const;

/**
 * Gives the bill away in full (a staff meal or a comp) with a reason. A role that may neither
 * discount nor void asks a manager to sign it off with their email and password.
 */
export function CompDialog({ rid, bill, onClose }: { rid: string; bill: Bill; onClose: () => void }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const canDiscount = useCan('edit', 'bills.discount');
  const canVoid = useCan('edit', 'orders.void');
  const needsManager = !canDiscount && !canVoid;
  const [kind, setKind] = useState<(typeof KINDS)[number]>('staff_meal');
  const [reason, setReason] = useState('');
  const manager = useManagerOverride();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message?: string; fields?: Record<string, string> } | null>(null);
  const canSubmit = reason.trim().length > 0 && (!needsManager || manager.filled);
  const handleSubmit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const override = needsManager ? manager.override() : undefined;
      const saved = await posApi.comp(rid, bill.id, { version: bill.version, kind, reason: reason.trim(), override });
      dispatch(checkoutActions.paid({ bill: saved, changeDue: null }));
      onClose();
    } catch (error) {
      const f = apiFailureOf(error);
      setFailure({ message: f?.message ?? t('common.loadFailed'), fields: f?.fields });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('comp.title')}>
      <DialogBody>
        <FormGroup label={t('comp.kind')} labelFor="comp-kind">
          <HTMLSelect
            id="comp-kind"
            large
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as (typeof KINDS)[number])}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`comp.kinds.${k}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t('comp.reason')}
          labelFor="comp-reason"
          intent={failure?.fields?.reason ? 'danger' : 'none'}
          helperText={failure?.fields?.reason}
        >
          <InputGroup id="comp-reason" large value={reason} onValueChange={setReason} />
        </FormGroup>
        {needsManager && (
          <ManagerOverrideFields
            value={manager}
            idPrefix="comp"
            large
            hint={t('comp.managerHint')}
            labels={{ email: t('void.managerEmail'), password: t('void.managerPassword') }}
          />
        )}
        {failure?.message && !failure.fields?.reason && (
          <Callout intent="danger" role="alert">
            {failure.message}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button large text={t('common.cancel')} onClick={onClose} />
            <Button
              large
              intent="primary"
              icon="tick"
              text={t('comp.submit')}
              disabled={!canSubmit}
              loading={busy}
              onClick={() => void handleSubmit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
