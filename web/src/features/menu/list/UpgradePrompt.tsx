import { AnchorButton, Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useCatalogueT } from '../i18n';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  /** What hit the limit, already translated ("a third menu"). */
  what: string;
}

/** Shown after a 402 plan_required: explains the Basic limit and links to the subscription page. */
export function UpgradePrompt({ isOpen, onClose, what }: Props) {
  const t = useCatalogueT();
  const navigate = useNavigate();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('upgrade.title')} icon="lock">
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{t('upgrade.body', { what })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <AnchorButton
              intent="primary"
              text={t('upgrade.cta')}
              href="/apps/setting/Subscription"
              onClick={(e) => {
                e.preventDefault();
                onClose();
                navigate('/apps/setting/Subscription');
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
