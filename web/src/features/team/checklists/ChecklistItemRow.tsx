import { Button, Checkbox, FormGroup, InputGroup, Intent, Tag, TextArea } from '@blueprintjs/core';
import { routes, type ChecklistItem } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { urlOf } from '../../../api/operation';
import { uploadImage } from '../../../api/upload';
import { toastError } from '../../../app/toaster';
import { useChecklistsT } from './i18n';
import { useRecordChecklistItemMutation } from './checklists.api';

const isOutside = (item: ChecklistItem, value: number) =>
  (item.min !== null && value < item.min) || (item.max !== null && value > item.max);

/** A reading's allowed range as the kitchen reads it: "0 – 5 °C". */
export function rangeOf(item: ChecklistItem): string {
  const unit = item.unit ? ` ${item.unit}` : '';
  if (item.min !== null && item.max !== null) return `${item.min} – ${item.max}${unit}`;
  if (item.min !== null) return `≥ ${item.min}${unit}`;
  if (item.max !== null) return `≤ ${item.max}${unit}`;
  return item.unit ?? '';
}

/**
 * One item of a list: a tick, a reading (with the corrective action it needs out of range), a line
 * of text or a photo. Done items show who did them and when; a tick undoes them.
 */
export function ChecklistItemRow({
  rid,
  checklistId,
  item,
}: {
  rid: string;
  checklistId: string;
  item: ChecklistItem;
}) {
  const t = useChecklistsT();
  const [record, { isLoading }] = useRecordChecklistItemMutation();
  const [value, setValue] = useState(item.value === null ? '' : String(item.value));
  const [text, setText] = useState(item.text ?? '');
  const [note, setNote] = useState(item.correctiveNote ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = `item-${item.id}`;
  const isDone = item.doneAt !== null;
  const reading = value.trim() === '' ? null : Number(value);
  const needsNote = item.kind === 'number' && reading !== null && Number.isFinite(reading) && isOutside(item, reading);

  const send = async (body: Parameters<typeof record>[0]['body']) => {
    try {
      await record({ rid, checklistId, itemId: item.id, body }).unwrap();
      setErrors({});
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  const handlePhoto = async (file: File | undefined) => {
    if (!file) return;
    try {
      const photoUrl = await uploadImage(urlOf(routes.storeImage, { restaurantId: rid }), file);
      await send({ done: true, photoUrl });
    } catch (error) {
      void toastError(error);
    }
  };

  const doneLine = isDone && (
    <span className="bp5-text-muted" style={{ fontSize: 12 }}>
      {t('item.doneBy', {
        name: item.doneBy ?? '',
        time: new Date(item.doneAt!).toLocaleTimeString([], { timeStyle: 'short' }),
      })}
    </span>
  );
  const undo = isDone && (
    <Button
      small
      minimal
      icon="undo"
      text={t('item.undo')}
      disabled={isLoading}
      onClick={() => void send({ done: false })}
    />
  );

  if (item.kind === 'tick')
    return (
      <div className="ros-checklist-item">
        <Checkbox
          id={id}
          label={item.label}
          checked={isDone}
          disabled={isLoading}
          onChange={(e) => void send({ done: e.currentTarget.checked })}
        />
        {doneLine}
      </div>
    );

  if (isDone)
    return (
      <div className="ros-checklist-item">
        <strong>{item.label}</strong>{' '}
        {item.kind === 'number' && (
          <Tag minimal intent={item.outOfRange ? Intent.DANGER : Intent.SUCCESS}>
            {item.value} {item.unit ?? ''}
          </Tag>
        )}
        {item.kind === 'text' && <span>{item.text}</span>}
        {item.kind === 'photo' && item.photoUrl && <img src={item.photoUrl} alt={item.label} style={{ height: 48 }} />}
        {item.correctiveNote && <div>{t('item.correctiveShown', { note: item.correctiveNote })}</div>}
        {doneLine} {undo}
      </div>
    );

  return (
    <div className="ros-checklist-item">
      {item.kind === 'number' && (
        <>
          <FormGroup
            label={item.unit ? `${item.label} (${item.unit})` : item.label}
            labelFor={id}
            helperText={errors.value ?? (rangeOf(item) ? t('item.allowed', { range: rangeOf(item) }) : undefined)}
            intent={errors.value || needsNote ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup id={id} type="number" step="any" value={value} onValueChange={setValue} />
          </FormGroup>
          {needsNote && (
            <FormGroup
              label={t('item.corrective')}
              labelFor={`${id}-note`}
              helperText={errors.correctiveNote ?? t('item.correctiveHelp')}
              intent={Intent.DANGER}
            >
              <TextArea id={`${id}-note`} fill value={note} onChange={(e) => setNote(e.target.value)} />
            </FormGroup>
          )}
          <Button
            text={t('item.save', { label: item.label })}
            intent={Intent.PRIMARY}
            disabled={isLoading || reading === null}
            onClick={() => void send({ done: true, value: reading, correctiveNote: needsNote ? note : null })}
          />
        </>
      )}
      {item.kind === 'text' && (
        <>
          <FormGroup
            label={item.label}
            labelFor={id}
            helperText={errors.text}
            intent={errors.text ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup id={id} value={text} onValueChange={setText} />
          </FormGroup>
          <Button
            text={t('item.save', { label: item.label })}
            intent={Intent.PRIMARY}
            disabled={isLoading || text.trim() === ''}
            onClick={() => void send({ done: true, text })}
          />
        </>
      )}
      {item.kind === 'photo' && (
        <FormGroup label={item.label} labelFor={id} helperText={errors.photoUrl}>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void handlePhoto(e.target.files?.[0])}
          />
        </FormGroup>
      )}
    </div>
  );
}
