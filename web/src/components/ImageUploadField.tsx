import { Button, FileInput, FormGroup, Intent } from '@blueprintjs/core';
import { routes } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '../api/operation';
import { uploadImage } from '../api/upload';
import { toastError } from '../app/toaster';

interface Props {
  id: string;
  label: string;
  restaurantId: string;
  /** The picture's address in the restaurant's uploads, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** What the picture shows, for its preview's alternative text. */
  alt: string;
  error?: string;
  /** Told while a picture is uploading (a dialog holds its Save until it is there). */
  onUploading?: (uploading: boolean) => void;
}

/** A labelled picture field: the file goes through the restaurant's uploads; its preview and a Remove button show once there. */
export function ImageUploadField({ id, label, restaurantId, value, onChange, alt, error, onUploading }: Props) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const busy = (on: boolean) => {
    setUploading(on);
    onUploading?.(on);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    busy(true);
    try {
      onChange(await uploadImage(urlOf(routes.storeImage, { restaurantId }), file));
    } catch (failure) {
      void toastError(failure);
    } finally {
      busy(false);
    }
  };
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
      <FileInput
        inputProps={{ id, accept: 'image/jpeg,image/png,image/webp' }}
        text={uploading ? t('common.uploading') : value ? t('common.imageChosen') : t('common.imageNone')}
        disabled={uploading}
        onInputChange={(e) => void upload(e.currentTarget.files?.[0])}
      />
      {value && (
        <div style={{ marginTop: 8 }}>
          <img src={value} alt={alt} style={{ display: 'block', maxWidth: 240, maxHeight: 140, borderRadius: 4 }} />
          <Button variant="minimal" icon="cross" text={t('common.imageRemove')} onClick={() => onChange(null)} />
        </div>
      )}
    </FormGroup>
  );
}
