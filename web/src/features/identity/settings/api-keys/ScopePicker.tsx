import { Checkbox, Section, SectionCard } from '@blueprintjs/core';
import { API_SCOPES, PERMISSION_GROUPS, type ApiScope } from '@ros/shared-events';

interface Props {
  scopes: ReadonlySet<ApiScope>;
  onChange: (next: Set<ApiScope>) => void;
}

/** An API key's scopes as checkboxes, one section per module as the role editor groups permissions. */
export function ScopePicker({ scopes, onChange }: Props) {
  const toggle = (scope: ApiScope, on: boolean) => {
    const next = new Set(scopes);
    if (on) next.add(scope);
    else next.delete(scope);
    onChange(next);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 360, overflowY: 'auto' }}>
      {PERMISSION_GROUPS.map((group) => {
        const keys = new Set<string>(group.permissions.map((p) => p.key));
        const inGroup = API_SCOPES.filter((s) => keys.has(s.permission));
        return (
          <Section key={group.key} title={group.label} compact>
            <SectionCard>
              {inGroup.map((s) => (
                <Checkbox
                  key={s.scope}
                  label={`${s.label} (${s.scope})`}
                  checked={scopes.has(s.scope)}
                  onChange={(e) => toggle(s.scope, e.currentTarget.checked)}
                />
              ))}
            </SectionCard>
          </Section>
        );
      })}
    </div>
  );
}
