import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { ApiScope, NewApiKey } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFailure, type FormFailure } from '../../../../api/errors';
import { TextField } from '../../../../components/TextField';
import { ScopePicker } from './ScopePicker';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onCreate: (body: { name: string; scopes: ApiScope[] }) => Promise<NewApiKey>;
}

/** A new API key: name and scopes; then the key itself, shown this once, to copy. */
export function CreateApiKeyDialog({ isOpen, onClose, onCreate }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Set<ApiScope>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [copied, setCopied] = useState(false);

  const handleClose = () => {
    setName('');
    setScopes(new Set());
    setFailure(null);
    setCreated(null);
    setCopied(false);
    onClose();
  };

  const handleSubmit = async () => {
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = t('settingsPages.apiKeys.nameRequired');
    if (scopes.size === 0) fields.scopes = t('settingsPages.apiKeys.scopesRequired');
    if (Object.keys(fields).length) {
      setFailure({ message: '', fields });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      setCreated(await onCreate({ name: name.trim(), scopes: [...scopes] }));
    } catch (err) {
      setFailure(toFailure(err, t('settingsPages.common.unexpected')));
    } finally {
      setSaving(false);
    }
  };

  const handleCopy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.key).catch(() => {});
    setCopied(true);
  };

  const title = created ? t('settingsPages.apiKeys.createdTitle') : t('settingsPages.apiKeys.createTitle');
  return (
    <Dialog isOpen={isOpen} onClose={handleClose} title={title} icon="key" style={{ width: 560 }}>
      <DialogBody>
        {created ? (
          <>
            <Callout intent={Intent.WARNING} style={{ marginBottom: 12 }}>
              {t('settingsPages.apiKeys.copyNow')}
            </Callout>
            <FormGroup label={t('settingsPages.apiKeys.theKey', { name: created.name })} labelFor="new-api-key">
              <InputGroup
                id="new-api-key"
                readOnly
                value={created.key}
                onFocus={(e) => e.currentTarget.select()}
                rightElement={
                  <Button
                    variant="minimal"
                    icon={copied ? 'tick' : 'clipboard'}
                    text={copied ? t('settingsPages.apiKeys.copied') : t('settingsPages.apiKeys.copy')}
                    onClick={() => void handleCopy()}
                  />
                }
              />
            </FormGroup>
          </>
        ) : (
          <form
            id="create-api-key-form"
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            {failure?.message && (
              <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
                {failure.message}
              </Callout>
            )}
            <TextField
              id="new-api-key-name"
              label={t('settingsPages.apiKeys.name')}
              helper={t('settingsPages.apiKeys.nameHelper')}
              value={name}
              error={failure?.fields.name}
              onValueChange={setName}
            />
            <FormGroup
              label={t('settingsPages.apiKeys.scopes')}
              intent={failure?.fields.scopes ? Intent.DANGER : Intent.NONE}
              helperText={failure?.fields.scopes ?? t('settingsPages.apiKeys.scopesHelper')}
            >
              <ScopePicker scopes={scopes} onChange={setScopes} />
            </FormGroup>
          </form>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          created ? (
            <Button intent={Intent.PRIMARY} text={t('settingsPages.apiKeys.done')} onClick={handleClose} />
          ) : (
            <>
              <Button text={t('settingsPages.common.cancel')} onClick={handleClose} />
              <Button
                type="submit"
                form="create-api-key-form"
                intent={Intent.PRIMARY}
                loading={saving}
                text={t('settingsPages.apiKeys.create')}
              />
            </>
          )
        }
      />
    </Dialog>
  );
}
