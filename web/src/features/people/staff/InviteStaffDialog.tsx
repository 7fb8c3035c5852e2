import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
} from '@blueprintjs/core';
import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toFailure } from '../../../api/errors';
import type { Role } from '../../identity/settings';
import {
  hasErrors,
  rowErrorsFromFields,
  splitPastedEmails,
  validateInvites,
  type InviteRow,
  type RowErrors,
} from './inviteForm';

interface Props {
  isOpen: boolean;
  roles: Role[];
  onClose: () => void;
  onInvite: (invites: InviteRow[]) => Promise<unknown>;
}

const emptyRow = (): InviteRow => ({ email: '', roleId: '' });

/** Invites several people at once, each with a role. */
export function InviteStaffDialog({ isOpen, roles, onClose, onInvite }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<InviteRow[]>([emptyRow()]);
  const [errors, setErrors] = useState<RowErrors>([]);
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const assignable = roles.filter((r) => !r.isDisabled && r.systemKey !== 'owner');

  const handleClose = () => {
    setRows([emptyRow()]);
    setErrors([]);
    setGeneral([]);
    onClose();
  };

  const setRow = (i: number, patch: Partial<InviteRow>) => {
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setErrors((es) =>
      es.map((e, j) => (j === i ? Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))) : e)),
    );
  };

  const handlePaste = (e: ClipboardEvent<HTMLInputElement>, i: number) => {
    const expanded = splitPastedEmails(rows, i, e.clipboardData.getData('text'));
    if (!expanded) return;
    e.preventDefault();
    setRows(expanded);
    setErrors([]);
  };

  const handleSubmit = async () => {
    const invalid = validateInvites(rows, {
      email: t('staffPage.invite.emailInvalid'),
      role: t('staffPage.invite.roleRequired'),
    });
    setErrors(invalid);
    setGeneral([]);
    if (hasErrors(invalid)) return;
    setSaving(true);
    try {
      await onInvite(rows.map((r) => ({ email: r.email.trim(), roleId: r.roleId })));
      handleClose();
    } catch (err) {
      const failure = toFailure(err, t('settingsPages.common.unexpected'));
      const spread = rowErrorsFromFields(failure.fields, rows.length);
      setErrors(spread.rows);
      setGeneral([failure.message, ...spread.rest].filter(Boolean));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={handleClose}
      title={t('staffPage.invite.title')}
      icon="new-person"
      style={{ width: 640 }}
    >
      <DialogBody>
        <form
          id="invite-staff-form"
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          {general.length > 0 && (
            <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
              {[...new Set(general)].join(' ')}
            </Callout>
          )}
          {rows.map((row, i) => (
            <div key={i} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }} data-invite-row={i}>
              <FormGroup
                style={{ flex: 2 }}
                label={i === 0 ? t('staffPage.invite.email') : undefined}
                labelFor={`invite-email-${i}`}
                intent={errors[i]?.email ? Intent.DANGER : Intent.NONE}
                helperText={errors[i]?.email}
              >
                <InputGroup
                  id={`invite-email-${i}`}
                  type="email"
                  placeholder="name@example.com"
                  value={row.email}
                  intent={errors[i]?.email ? Intent.DANGER : Intent.NONE}
                  onChange={(e) => setRow(i, { email: e.target.value })}
                  onPaste={(e) => handlePaste(e, i)}
                />
              </FormGroup>
              <FormGroup
                style={{ flex: 1 }}
                label={i === 0 ? t('staffPage.invite.role') : undefined}
                labelFor={`invite-role-${i}`}
                intent={errors[i]?.roleId ? Intent.DANGER : Intent.NONE}
                helperText={errors[i]?.roleId}
              >
                <HTMLSelect
                  id={`invite-role-${i}`}
                  fill
                  value={row.roleId}
                  options={[
                    { value: '', label: t('staffPage.invite.chooseRole') },
                    ...assignable.map((r) => ({ value: r.id, label: r.name })),
                  ]}
                  onChange={(e) => setRow(i, { roleId: e.target.value })}
                />
              </FormGroup>
              <Button
                variant="minimal"
                icon="cross"
                style={{ marginTop: i === 0 ? 22 : 0 }}
                aria-label={t('staffPage.invite.removeRow')}
                disabled={rows.length === 1}
                onClick={() => {
                  setRows((rs) => rs.filter((_, j) => j !== i));
                  setErrors((es) => es.filter((_, j) => j !== i));
                }}
              />
            </div>
          ))}
          <Button
            variant="minimal"
            icon="plus"
            text={t('staffPage.invite.addRow')}
            onClick={() => setRows((rs) => [...rs, emptyRow()])}
          />
          <p className={Classes.TEXT_MUTED}>{t('staffPage.invite.pasteHint')}</p>
        </form>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('settingsPages.common.cancel')} onClick={handleClose} />
            <Button
              type="submit"
              form="invite-staff-form"
              intent={Intent.PRIMARY}
              icon="send-message"
              loading={saving}
              text={t('staffPage.invite.send')}
            />
          </>
        }
      />
    </Dialog>
  );
}
