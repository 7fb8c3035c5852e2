import { Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useOnNowQuery } from './timeclock.api';
import { useStaffT } from '../../../app/i18n/staff';
import { hours } from './hours';
import { Punctuality } from './Punctuality';

/** Who is on now, live: every clock-in, break and clock-out moves it without reload. */
export function OnNowCard({ rid }: { rid: string }) {
  const t = useStaffT();
  const punches = useOnNowQuery(rid).data?.data ?? [];
  return (
    <Card style={{ flex: '2 1 360px' }} data-testid="on-now">
      <H4>{t('onNow.title', { count: punches.length })}</H4>
      {punches.length === 0 ? (
        <p>{t('onNow.empty')}</p>
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t('onNow.name')}</th>
              <th>{t('onNow.since')}</th>
              <th style={{ textAlign: 'right' }}>{t('onNow.worked')}</th>
            </tr>
          </thead>
          <tbody>
            {punches.map((p) => (
              <tr key={p.id}>
                <td>
                  {p.memberName}{' '}
                  {p.onBreakSince && (
                    <Tag minimal intent="warning">
                      {t('onNow.onBreak')}
                    </Tag>
                  )}
                </td>
                <td>
                  {new Date(p.clockInAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}{' '}
                  <Punctuality punch={p} />
                </td>
                <td style={{ textAlign: 'right' }}>{hours(p.workedMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
