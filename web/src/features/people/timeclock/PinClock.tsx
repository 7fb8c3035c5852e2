import { Button, ButtonGroup, Card, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { useDeclareTipsMutation, usePunchMutation } from './timeclock.api';
import { useStaffT } from '../../../app/i18n/staff';

type Action = 'clock-in' | 'clock-out' | 'break-start' | 'break-end';
const ACTIONS: { action: Action; icon: 'log-in' | 'log-out' | 'pause' | 'play'; intent?: 'primary' }[] = [
  { action: 'clock-in', icon: 'log-in', intent: 'primary' },
  { action: 'break-start', icon: 'pause' },
  { action: 'break-end', icon: 'play' },
  { action: 'clock-out', icon: 'log-out' },
];

/** The shared terminal's clock: a member types their PIN and clocks in, out, or takes a break. */
export function PinClock({ rid }: { rid: string }) {
  const t = useStaffT();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [punch, { isLoading }] = usePunchMutation();
  const [declare] = useDeclareTipsMutation();
  const [cash, setCash] = useState('');
  const declareCash = async () => {
    try {
      const d = await declare({ rid, pin, amount: Math.round(Number(cash) * 100) }).unwrap();
      void toastSuccess(t('clock.declared', { name: d.name, amount: (d.amount / 100).toFixed(2) }));
      setCash('');
      setPin('');
    } catch (err) {
      void toastError(err);
    }
  };
  const run = async (action: Action) => {
    setError(undefined);
    try {
      const p = await punch({ rid, action, pin }).unwrap();
      void toastSuccess(
        t(`clock.done.${action}`, {
          name: p.memberName,
          time: new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
        }),
      );
      setPin('');
    } catch (err) {
      const fields = (err as { data?: { error?: { fields?: Record<string, string> } } }).data?.error?.fields;
      setError(fields?.pin);
      if (!fields?.pin) void toastError(err);
    }
  };
  return (
    <Card style={{ flex: '1 1 280px' }}>
      <H4>{t('clock.title')}</H4>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run('clock-in');
        }}
      >
        <TextField
          id="clock-pin"
          label={t('clock.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          error={error}
          onValueChange={(v) => setPin(v.replace(/\D/g, ''))}
          large
        />
        <ButtonGroup fill>
          {ACTIONS.map((a) => (
            <Button
              key={a.action}
              icon={a.icon}
              intent={a.intent}
              text={t(`clock.${a.action}`)}
              disabled={pin.length < 4}
              loading={isLoading}
              onClick={() => void run(a.action)}
            />
          ))}
        </ButtonGroup>
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginTop: 12 }}>
          <TextField
            id="clock-cash-tips"
            label={t('clock.cashTips')}
            type="number"
            min={0}
            step="0.01"
            value={cash}
            onValueChange={setCash}
          />
          <Button
            icon="dollar"
            text={t('clock.declare')}
            disabled={pin.length < 4 || !(Number(cash) > 0)}
            style={{ marginBottom: 15 }}
            onClick={() => void declareCash()}
          />
        </div>
      </form>
    </Card>
  );
}
