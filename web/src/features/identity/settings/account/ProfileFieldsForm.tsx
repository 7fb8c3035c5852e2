import { Button, Callout, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../../app/toaster';
import { toFailure, type FormFailure } from '../../../../api/errors';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import type { AccountData, ProfilePatch } from '../settings.types';

/** One field of an account tab. */
export interface FieldSpec {
  key: keyof AccountData & string;
  type?: 'text' | 'email' | 'date' | 'url' | 'tel' | 'textarea' | 'select';
  options?: { value: string; label: string }[];
  required?: boolean;
}

interface Props {
  formId: string;
  account: AccountData;
  fields: FieldSpec[];
  onSave: (patch: ProfilePatch) => Promise<void>;
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A tab of account fields; saves only what changed and shows the API's field messages. */
export function ProfileFieldsForm({ formId, account, fields, onSave }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const value = (k: string) => draft[k] ?? asText(account[k]);

  const handleSubmit = async () => {
    const patch: Record<string, string | null> = {};
    for (const f of fields) {
      const v = draft[f.key];
      if (v !== undefined) patch[f.key] = v.trim() === '' && !f.required ? null : v.trim();
    }
    if (Object.keys(patch).length === 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(patch as ProfilePatch);
      setDraft({});
      void toastSuccess(t('settingsPages.account.saved'));
    } catch (err) {
      setFailure(toFailure(err, t('settingsPages.common.unexpected')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      id={formId}
      onSubmit={(e) => {
        e.preventDefault();
        void handleSubmit();
      }}
      style={{ maxWidth: 640 }}
    >
      {failure?.message && (
        <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
          {failure.message}
        </Callout>
      )}
      {fields.map((f) => {
        const label = t(`settingsPages.account.fields.${f.key}`);
        const error = failure?.fields[f.key];
        const onChange = (v: string) => setDraft((d) => ({ ...d, [f.key]: v }));
        if (f.type === 'textarea') {
          return (
            <FormGroup
              key={f.key}
              label={label}
              labelFor={`account-${f.key}`}
              intent={error ? Intent.DANGER : Intent.NONE}
              helperText={error}
            >
              <TextArea id={`account-${f.key}`} fill value={value(f.key)} onChange={(e) => onChange(e.target.value)} />
            </FormGroup>
          );
        }
        if (f.type === 'select') {
          return (
            <SelectField
              key={f.key}
              id={`account-${f.key}`}
              label={label}
              value={value(f.key)}
              options={f.options ?? []}
              error={error}
              onChange={onChange}
            />
          );
        }
        return (
          <TextField
            key={f.key}
            id={`account-${f.key}`}
            label={label}
            type={f.type}
            value={value(f.key)}
            error={error}
            onValueChange={onChange}
          />
        );
      })}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        icon="floppy-disk"
        loading={saving}
        disabled={Object.keys(draft).length === 0}
        text={t('settingsPages.common.save')}
      />
    </form>
  );
}
