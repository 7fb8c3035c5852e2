import { Button, Card, H4, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useStaffT } from '../../../app/i18n/staff';
import { useListTerminalsQuery, useRevokeTerminalMutation } from './timeclock.api';

/** The shared terminals signed in (PIN switching), with a way to sign one out and to make this device one. */
export function TerminalsCard({ rid }: { rid: string }) {
  const t = useStaffT();
  const terminals = useListTerminalsQuery(rid).data?.data ?? [];
  const [revoke] = useRevokeTerminalMutation();
  return (
    <Card style={{ flex: '1 1 280px' }}>
      <H4>{t('terminals.title')}</H4>
      {terminals.length === 0 ? (
        <p>{t('terminals.empty')}</p>
      ) : (
        <HTMLTable compact style={{ width: '100%' }} aria-label={t('terminals.title')}>
          <tbody>
            {terminals.map((x) => (
              <tr key={x.id}>
                <td>{x.name}</td>
                <td>
                  {x.lastSwitchAt
                    ? t('terminals.lastSwitch', { at: new Date(x.lastSwitchAt).toLocaleString() })
                    : t('terminals.unused')}
                </td>
                <td style={{ textAlign: 'right' }}>
                  <Button
                    small
                    variant="minimal"
                    intent="danger"
                    icon="log-out"
                    aria-label={t('terminals.signOut', { name: x.name })}
                    onClick={() =>
                      revoke({ rid, id: x.id })
                        .unwrap()
                        .then(() => toastSuccess(t('terminals.signedOut', { name: x.name })), toastError)
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Link to="/terminal">{t('terminals.useThis')}</Link>
    </Card>
  );
}
