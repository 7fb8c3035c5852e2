import { Button, FileInput, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError } from '../../../../app/toaster';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { uploadImage } from '../../../../api/upload';

interface Props {
  images: string[];
  onChange: (images: string[]) => void;
  uploadUrl: string;
}

/** Dish photos: uploaded through the API, shown as thumbnails, removable. */
export function ImagesEditor({ images, onChange, uploadUrl }: Props) {
  const t = useCatalogueT();
  const [isUploading, setUploading] = useState(false);
  const handleFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    try {
      const urls: string[] = [];
      for (const file of Array.from(files)) urls.push(await uploadImage(uploadUrl, file));
      onChange([...images, ...urls]);
    } catch (error) {
      void toastError(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        {images.map((url) => (
          <div key={url} style={{ position: 'relative' }}>
            <img src={url} alt="" style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 4 }} />
            <Button
              icon="cross"
              size="small"
              variant="minimal"
              aria-label={t('common.remove')}
              style={{ position: 'absolute', top: 0, right: 0, background: 'rgba(255,255,255,.8)' }}
              onClick={() => onChange(images.filter((x) => x !== url))}
            />
          </div>
        ))}
        {isUploading && <Spinner size={24} />}
      </div>
      <FileInput
        text={t('dishForm.chooseImages')}
        buttonText={t('dishForm.browse')}
        inputProps={{ accept: 'image/*', multiple: true }}
        onInputChange={(e) => void handleFiles(e.currentTarget.files)}
        disabled={isUploading}
      />
    </div>
  );
}
