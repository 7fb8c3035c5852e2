import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, H6, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError } from '../../../app/toaster';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useWebhooksT } from './i18n';
import { useCreateWebhookMutation, useListWebhookKeysQuery } from './webhooks.api';

/** Event types by what they are about (`order.placed` → `order`), in catalogue order. */
function grouped(types: readonly string[]) {
  const groups = new Map<string, string[]>();
  for (const type of types) {
    const aggregate = type.split('.')[0]!;
    groups.set(aggregate, [...(groups.get(aggregate) ?? []), type]);
  }
  return [...groups];
}

/**
 * Add a webhook: where to post, which API key it belongs to, and which events — only those the key
 * may read are offered, grouped by what they are about. Saved, it answers with the secret (shown once).
 */
export function WebhookDialog({
  rid,
  onClose,
  onCreated,
}: {
  rid: string;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const t = useWebhooksT();
  const keys = useListWebhookKeysQuery(rid).data?.data;
  const [create, { isLoading }] = useCreateWebhookMutation();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [keyId, setKeyId] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = keys?.find((k) => k.id === (keyId || keys[0]?.id));
  const groups = useMemo(() => grouped(key?.eventTypes ?? []), [key]);

  const toggle = (type: string, on: boolean) => setTypes((ts) => (on ? [...ts, type] : ts.filter((x) => x !== type)));
  const handleKey = (id: string) => {
    setKeyId(id);
    setTypes([]);
  };
  const handleSave = async () => {
    try {
      const saved = await create({
        rid,
        body: { url, description, apiKeyId: key?.id ?? '', eventTypes: types },
      }).unwrap();
      onCreated(saved.secret);
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('dialog.title')} icon="send-to-graph" style={{ width: 640 }}>
      <DialogBody>
        {keys && !keys.length && (
          <Callout intent="warning" style={{ marginBottom: 12 }}>
            {t('dialog.noKeys')}
          </Callout>
        )}
        <TextField
          id="webhook-url"
          label={t('fields.url')}
          value={url}
          error={errors.url}
          onValueChange={setUrl}
          placeholder="https://example.com/webhooks/restaurant"
          autoFocus
        />
        <TextField
          id="webhook-description"
          label={t('fields.description')}
          value={description}
          error={errors.description}
          onValueChange={setDescription}
        />
        <SelectField
          id="webhook-key"
          label={t('fields.apiKey')}
          value={key?.id ?? ''}
          error={errors.apiKeyId}
          onChange={handleKey}
          options={(keys ?? []).map((k) => ({ value: k.id, label: `${k.name} (${k.tokenPrefix}…)` }))}
        />
        <FormGroup
          label={t('fields.events')}
          helperText={errors.eventTypes ?? t('fields.eventsHelp')}
          intent={errors.eventTypes ? Intent.DANGER : Intent.NONE}
        >
          <div role="group" aria-label={t('fields.events')} style={{ maxHeight: 260, overflowY: 'auto' }}>
            {groups.map(([aggregate, list]) => (
              <div key={aggregate} role="group" aria-label={aggregate}>
                <H6 style={{ marginTop: 8 }}>{aggregate}</H6>
                {list.map((type) => (
                  <Checkbox
                    key={type}
                    label={type}
                    checked={types.includes(type)}
                    onChange={(e) => toggle(type, e.currentTarget.checked)}
                  />
                ))}
              </div>
            ))}
          </div>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button intent="primary" text={t('dialog.create')} loading={isLoading} onClick={() => void handleSave()} />
          </>
        }
      />
    </Dialog>
  );
}
