import { Card, H3, HTMLTable, Tag } from '@blueprintjs/core';
import type { MemberProfile } from '@ros/shared-events';
import { useTranslation } from 'react-i18next';

/** What a profile card shows: everything the viewer is allowed to see (the API leaves the rest null). */
export function ProfileDetails({ profile }: { profile: MemberProfile }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <Card aria-label={t('profile.cardOf', { name: profile.name })} role="region">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {profile.avatarUrl && (
          <img src={profile.avatarUrl} alt={t('profile.avatarOf', { name: profile.name })} width={72} height={72} />
        )}
        <div>
          <H3>{profile.name}</H3>
          <div style={{ display: 'flex', gap: 6 }}>
            <Tag minimal>{profile.role}</Tag>
            {profile.department && <Tag minimal>{profile.department}</Tag>}
          </div>
        </div>
      </div>
      <dl>
        <dt>{t('profile.languages')}</dt>
        <dd>{profile.languages.join(', ') || '—'}</dd>
        {profile.phone !== null && (
          <>
            <dt>{t('profile.phone')}</dt>
            <dd>{profile.phone || '—'}</dd>
          </>
        )}
        {profile.email !== null && (
          <>
            <dt>{t('profile.email')}</dt>
            <dd>{profile.email}</dd>
          </>
        )}
      </dl>
      {profile.shifts && (
        <section aria-label={t('profile.thisWeek')}>
          <strong>{t('profile.hoursThisWeek', { hours: profile.hoursThisWeek ?? 0 })}</strong>
          {profile.shifts.length ? (
            <HTMLTable compact aria-label={t('profile.shifts')}>
              <thead>
                <tr>
                  <th>{t('profile.starts')}</th>
                  <th>{t('profile.ends')}</th>
                </tr>
              </thead>
              <tbody>
                {profile.shifts.map((s) => (
                  <tr key={s.id}>
                    <td>{when(s.startsAt)}</td>
                    <td>{when(s.endsAt)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <p>{t('profile.noShifts')}</p>
          )}
        </section>
      )}
    </Card>
  );
}
