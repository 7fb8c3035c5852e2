import { Alert } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../app/toaster';

interface Props {
  /** The name of what would be deleted; null hides the dialog. */
  name: string | null;
  message?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Delete X?" confirmation; shows the API error and stays open when deletion fails. */
export function ConfirmDelete({ name, message, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [isLoading, setLoading] = useState(false);
  return (
    <Alert
      isOpen={name !== null}
      intent="danger"
      icon="trash"
      confirmButtonText={t('common.delete')}
      cancelButtonText={t('common.cancel')}
      loading={isLoading}
      onCancel={onClose}
      onConfirm={async () => {
        setLoading(true);
        try {
          await onConfirm();
          onClose();
        } catch (error) {
          void toastError(error);
        } finally {
          setLoading(false);
        }
      }}
    >
      <p>{message ?? t('common.confirmDelete', { name })}</p>
    </Alert>
  );
}
