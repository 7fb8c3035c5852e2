import { Button, Callout, Card, H4, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { downloadCsv } from '../../../components/list/csv';
import { formatMoney } from '../../../components/money';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useCan } from '../../../app/session/useAbility';
import { dayOf } from '../../../components/week';
import { hours } from './hours';
import { useStaffT } from '../../../app/i18n/staff';
import { useDistributeTipsMutation, useTipDistributionsQuery, useTipsPreviewQuery } from './timeclock.api';

const RULES = ['hours', 'points', 'individual'] as const;

/** A day's tip-out: the pool (tips on paid bills + declared cash), shared by a rule, to the cent; saved once. */
export function TipsCard({ rid }: { rid: string }) {
  const t = useStaffT();
  const canShare = useCan('edit', 'staff');
  const [day, setDay] = useState(() => dayOf(new Date()));
  const [rule, setRule] = useState<(typeof RULES)[number]>('hours');
  const saved = useTipDistributionsQuery({ rid, from: day, to: day }).data?.data[0];
  const preview = useTipsPreviewQuery({ rid, day, rule }, { skip: !!saved });
  const shown = saved ?? preview.data;
  const [share, { isLoading }] = useDistributeTipsMutation();
  const exportCsv = () =>
    shown &&
    downloadCsv(`tips-${day}.csv`, shown.lines, [
      { header: t('tips.member'), value: (l) => l.name },
      { header: t('tips.hours'), value: (l) => (l.minutes / 60).toFixed(2) },
      { header: t('tips.points'), value: (l) => l.points },
      { header: t('tips.amount'), value: (l) => formatMoney(l.amount) },
    ]);
  return (
    <Card data-testid="tips">
      <H4>{t('tips.title')}</H4>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <TextField id="tips-day" label={t('tips.day')} type="date" value={day} onValueChange={setDay} />
        <SelectField
          id="tips-rule"
          label={t('tips.rule')}
          value={saved?.rule ?? rule}
          disabled={!!saved}
          onChange={(v) => setRule(v as (typeof RULES)[number])}
          options={RULES.map((r) => ({ value: r, label: t(`tips.rules.${r}`) }))}
        />
        {canShare && !saved && (
          <Button
            intent="primary"
            icon="bank-account"
            text={t('tips.share')}
            loading={isLoading}
            disabled={!shown?.pool}
            style={{ marginBottom: 15 }}
            onClick={() =>
              share({ rid, day, rule })
                .unwrap()
                .then(() => toastSuccess(t('tips.shared', { day })), toastError)
            }
          />
        )}
        <Button
          icon="download"
          text={t('sheet.export')}
          disabled={!shown?.lines.length}
          onClick={exportCsv}
          style={{ marginBottom: 15 }}
        />
      </div>
      {preview.error && !saved ? (
        <Callout intent="warning">
          {(preview.error as { data?: { error?: { message?: string } } }).data?.error?.message}
        </Callout>
      ) : (
        shown && (
          <>
            <p>
              {t(saved ? 'tips.savedSummary' : 'tips.summary', {
                bill: formatMoney(shown.billTips),
                cash: formatMoney(shown.cashTips),
                pool: formatMoney(shown.pool),
                by: saved?.createdBy ?? '',
              })}
            </p>
            <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('tips.title')}>
              <thead>
                <tr>
                  <th>{t('tips.member')}</th>
                  <th style={{ textAlign: 'right' }}>{t('tips.hours')}</th>
                  <th style={{ textAlign: 'right' }}>{t('tips.points')}</th>
                  <th style={{ textAlign: 'right' }}>{t('tips.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.lines.map((l) => (
                  <tr key={l.memberId ?? 'none'}>
                    <td>{l.name}</td>
                    <td style={{ textAlign: 'right' }}>{hours(l.minutes)}</td>
                    <td style={{ textAlign: 'right' }}>{l.points || ''}</td>
                    <td style={{ textAlign: 'right' }}>{formatMoney(l.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )
      )}
    </Card>
  );
}
