import { Button, Card, Classes, H5, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../app/toaster';
import { useAddToWaitlistMutation, useSetWaitlistStatusMutation } from './reservations.api';
import type { WaitlistEntry } from './reservations.types';

/** Walk-ins waiting for a table: add a party, send "table ready", mark seated or left. */
export function WaitlistPanel({ rid, entries }: { rid: string; entries: WaitlistEntry[] }) {
  const { t } = useTranslation();
  const [addToWaitlist] = useAddToWaitlistMutation();
  const [setWaitlistStatus] = useSetWaitlistStatusMutation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [party, setParty] = useState(2);
  const [quoted, setQuoted] = useState(15);
  const run = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      toastError(e);
    }
  };
  const handleAdd = () =>
    run(
      addToWaitlist({ rid, body: { name, phone: phone || null, partySize: party, quotedWaitMinutes: quoted } })
        .unwrap()
        .then(() => {
          setName('');
          setPhone('');
        }),
    );
  return (
    <div style={{ marginTop: 16 }} data-testid="waitlist">
      <H5>{t('reservations.waitlist.title')}</H5>
      {entries.length === 0 && <p className={Classes.TEXT_MUTED}>{t('reservations.waitlist.empty')}</p>}
      {entries.map((w) => (
        <Card key={w.id} style={{ padding: 8, marginBottom: 6 }}>
          <strong>{w.name}</strong> ({w.partySize}) · {w.quotedWaitMinutes} min{' '}
          {w.status === 'notified' && (
            <Tag minimal intent="success">
              {t('reservations.waitlist.notified')}
            </Tag>
          )}
          <div style={{ display: 'flex', gap: 4, marginTop: 4 }}>
            {w.status === 'waiting' && (
              <Button
                small
                disabled={!w.phone}
                onClick={() => void run(setWaitlistStatus({ rid, id: w.id, status: 'notified' }).unwrap())}
              >
                {t('reservations.waitlist.notify')}
              </Button>
            )}
            <Button
              small
              intent="success"
              onClick={() => void run(setWaitlistStatus({ rid, id: w.id, status: 'seated' }).unwrap())}
            >
              {t('reservations.waitlist.seat')}
            </Button>
            <Button
              small
              minimal
              onClick={() => void run(setWaitlistStatus({ rid, id: w.id, status: 'left' }).unwrap())}
            >
              {t('reservations.waitlist.left')}
            </Button>
          </div>
        </Card>
      ))}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}>
        <InputGroup
          placeholder={t('reservations.dialog.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <InputGroup
          placeholder={t('reservations.dialog.phone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <NumericInput
          min={1}
          value={party}
          onValueChange={(v) => setParty(Number.isFinite(v) ? v : 1)}
          fill
          aria-label={t('reservations.dialog.partySize')}
        />
        <NumericInput
          min={0}
          value={quoted}
          onValueChange={(v) => setQuoted(Number.isFinite(v) ? v : 0)}
          fill
          aria-label={t('reservations.waitlist.quoted')}
        />
      </div>
      <Button icon="add" style={{ marginTop: 4 }} disabled={!name.trim()} onClick={() => void handleAdd()}>
        {t('reservations.waitlist.add')}
      </Button>
    </div>
  );
}
