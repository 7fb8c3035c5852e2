import { Button, Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { useCan } from '../../../app/session/useAbility';
import { useStaffT } from '../../../app/i18n/staff';
import { useDecideTimeOffMutation, useListTimeOffQuery, useRequestTimeOffMutation } from './schedule.api';

const INTENT = { pending: 'warning', approved: 'success', denied: 'danger' } as const;

/** Time off: ask for days off; a manager approves or denies the pending ones. */
export function TimeOffCard({ rid }: { rid: string }) {
  const t = useStaffT();
  const canDecide = useCan('edit', 'staff');
  const requests = useListTimeOffQuery(rid).data?.data ?? [];
  const [ask, { isLoading }] = useRequestTimeOffMutation();
  const [decide] = useDecideTimeOffMutation();
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      await ask({ rid, startsOn, endsOn: endsOn || startsOn, reason: reason || null }).unwrap();
      void toastSuccess(t('timeOff.sent'));
      setStartsOn('');
      setEndsOn('');
      setReason('');
      setErrors({});
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Card>
      <H4>{t('timeOff.title')}</H4>
      <form
        style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          id="off-from"
          label={t('timeOff.from')}
          type="date"
          value={startsOn}
          error={errors.startsOn}
          onValueChange={setStartsOn}
        />
        <TextField
          id="off-to"
          label={t('timeOff.to')}
          type="date"
          value={endsOn}
          error={errors.endsOn}
          onValueChange={setEndsOn}
        />
        <TextField id="off-reason" label={t('timeOff.reason')} value={reason} onValueChange={setReason} />
        <Button
          type="submit"
          text={t('timeOff.ask')}
          disabled={!startsOn}
          loading={isLoading}
          style={{ marginBottom: 15 }}
        />
      </form>
      {requests.length > 0 && (
        <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('timeOff.title')}>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <td>{r.memberName}</td>
                <td>{r.startsOn === r.endsOn ? r.startsOn : `${r.startsOn} → ${r.endsOn}`}</td>
                <td>{r.reason}</td>
                <td>
                  <Tag minimal intent={INTENT[r.status]}>
                    {t(`timeOff.${r.status}`)}
                  </Tag>
                </td>
                <td style={{ textAlign: 'right' }}>
                  {canDecide && r.status === 'pending' && (
                    <>
                      <Button
                        small
                        intent="success"
                        text={t('timeOff.approve')}
                        aria-label={t('timeOff.approveOf', { name: r.memberName })}
                        onClick={() => decide({ rid, id: r.id, status: 'approved' }).unwrap().catch(toastError)}
                      />
                      <Button
                        small
                        variant="minimal"
                        intent="danger"
                        text={t('timeOff.deny')}
                        aria-label={t('timeOff.denyOf', { name: r.memberName })}
                        onClick={() => decide({ rid, id: r.id, status: 'denied' }).unwrap().catch(toastError)}
                      />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
