import { Checkbox, Classes, HTMLTable, Section, SectionCard, Switch } from '@blueprintjs/core';
import { PERMISSION_GROUPS, type PermissionKey, type PermissionLevel, type PermissionMap } from '@ros/shared-events';
import { useTranslation } from 'react-i18next';

interface Props {
  permissions: PermissionMap;
  disabled: boolean;
  onChange: (key: PermissionKey, level: PermissionLevel) => void;
}

/** The role editor's tree: one section per module; switches are on/off, levels are view/edit. */
export function PermissionTree({ permissions, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {PERMISSION_GROUPS.map((group) => (
        <Section key={group.key} title={group.label} compact collapsible>
          <SectionCard padded={false}>
            <HTMLTable compact style={{ width: '100%' }}>
              <tbody>
                {group.permissions.map((p) => {
                  const level = permissions[p.key] ?? 'none';
                  const hint = 'hint' in p ? p.hint : undefined;
                  return (
                    <tr key={p.key} data-permission={p.key}>
                      <td>
                        <div>{p.label}</div>
                        {hint && <div className={Classes.TEXT_MUTED}>{hint}</div>}
                      </td>
                      <td style={{ width: 220, textAlign: 'right' }}>
                        {p.kind === 'switch' ? (
                          <Switch
                            inline
                            aria-label={p.label}
                            checked={level === 'edit'}
                            disabled={disabled}
                            label={level === 'edit' ? t('settingsPages.roles.on') : t('settingsPages.roles.off')}
                            onChange={(e) => onChange(p.key, e.currentTarget.checked ? 'edit' : 'none')}
                          />
                        ) : (
                          <>
                            <Checkbox
                              inline
                              aria-label={`${p.label} ${t('settingsPages.roles.view')}`}
                              label={t('settingsPages.roles.view')}
                              checked={level !== 'none'}
                              disabled={disabled}
                              onChange={(e) =>
                                onChange(p.key, e.currentTarget.checked ? (level === 'edit' ? 'edit' : 'view') : 'none')
                              }
                            />
                            <Checkbox
                              inline
                              aria-label={`${p.label} ${t('settingsPages.roles.edit')}`}
                              label={t('settingsPages.roles.edit')}
                              checked={level === 'edit'}
                              disabled={disabled}
                              onChange={(e) => onChange(p.key, e.currentTarget.checked ? 'edit' : 'view')}
                            />
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </SectionCard>
        </Section>
      ))}
    </div>
  );
}
