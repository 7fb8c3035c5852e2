import { Classes, FileInput, FormGroup, Intent, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { routes } from '@ros/shared-events';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewMarkdownMutation } from '../api/markdown.api';
import { urlOf } from '../api/operation';
import { uploadImage } from '../api/upload';
import { toastError } from '../app/toaster';

interface Props {
  id: string;
  label: string;
  restaurantId: string;
  value: string;
  onChange: (text: string) => void;
  /**
   * `markdown`: a post or article (the preview is the server's sanitised HTML, pictures go into the
   * text); `text`: plain text shown as written (a guest post).
   */
  format: 'markdown' | 'text';
  error?: string;
  helper?: string;
  rows?: number;
  /** Told while a picture is uploading (a dialog holds its Save until it is there). */
  onUploading?: (uploading: boolean) => void;
}

/**
 * The one editor of the team's posts (announcements, guest posts, help articles): a labelled text
 * area with Write and Preview tabs, and for Markdown a picture added through the restaurant's
 * uploads at the cursor.
 */
export function PostEditor({
  id,
  label,
  restaurantId,
  value,
  onChange,
  format,
  error,
  helper,
  rows = 8,
  onUploading,
}: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const [preview, { data, isLoading }] = usePreviewMarkdownMutation();
  const cursor = useRef<number | null>(null);

  const showPreview = (next: 'write' | 'preview') => {
    setTab(next);
    if (next === 'preview' && format === 'markdown') void preview({ rid: restaurantId, markdown: value });
  };
  const insertPicture = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    onUploading?.(true);
    try {
      const url = await uploadImage(urlOf(routes.storeImage, { restaurantId }), file);
      const at = cursor.current ?? value.length;
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
      onChange(`${value.slice(0, at)}\n\n![${alt}](${url})\n\n${value.slice(at)}`.replace(/^\n\n/, ''));
    } catch (failure) {
      void toastError(failure);
    } finally {
      setUploading(false);
      onUploading?.(false);
    }
  };

  const write = (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error ?? helper}>
      <TextArea
        id={id}
        fill
        rows={rows}
        value={value}
        intent={error ? Intent.DANGER : Intent.NONE}
        onChange={(e) => onChange(e.currentTarget.value)}
        onSelect={(e) => (cursor.current = e.currentTarget.selectionStart)}
      />
      {format === 'markdown' && (
        <FileInput
          inputProps={{ 'aria-label': t('common.insertImage'), accept: 'image/jpeg,image/png,image/webp' }}
          text={uploading ? t('common.uploading') : t('common.insertImage')}
          disabled={uploading}
          style={{ marginTop: 8 }}
          onInputChange={(e) => void insertPicture(e.currentTarget.files?.[0])}
        />
      )}
    </FormGroup>
  );
  const shown =
    format === 'text' ? (
      <p style={{ whiteSpace: 'pre-wrap' }}>{value}</p>
    ) : isLoading || !data ? (
      <p className={Classes.TEXT_MUTED}>{t('common.loading')}</p>
    ) : (
      // The server rendered and sanitised it (no script, handler or javascript: link survives).
      <div className="ros-markdown" dangerouslySetInnerHTML={{ __html: data.html }} />
    );
  return (
    <div className="ros-post-editor">
      <Tabs id={`${id}-tabs`} selectedTabId={tab} onChange={(next) => showPreview(next as 'write' | 'preview')}>
        <Tab id="write" title={t('common.write')} />
        <Tab id="preview" title={t('common.preview')} />
      </Tabs>
      {tab === 'write' ? (
        write
      ) : (
        <div role="region" aria-label={t('common.previewOf', { label })} style={{ minHeight: 80, padding: '8px 0' }}>
          {value.trim() ? shown : <p className={Classes.TEXT_MUTED}>{t('common.previewEmpty')}</p>}
        </div>
      )}
    </div>
  );
}
