import {
  AnchorButton,
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  Intent,
  NonIdealState,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const SUBSCRIPTION = '/apps/setting/Subscription';

type Props = { title: string; body: string } & (
  | { /** After an action the Basic plan refused: a dialog. */ variant: 'dialog'; isOpen: boolean; onClose: () => void }
  | { /** A whole Premium page opened on Basic. */ variant: 'page' }
  | { /** Inside a form that needs Premium. */ variant: 'inline' }
);

/** Shown after a 402 plan_required: what needs Premium, and a link to the subscription page. */
export function UpgradePrompt(props: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, body } = props;
  const onClose = props.variant === 'dialog' ? props.onClose : undefined;
  const link = (
    <AnchorButton
      intent={Intent.PRIMARY}
      text={t('upgrade.cta')}
      href={SUBSCRIPTION}
      data-testid="upgrade-link"
      onClick={(e) => {
        e.preventDefault();
        onClose?.();
        navigate(SUBSCRIPTION);
      }}
    />
  );
  if (props.variant === 'page') return <NonIdealState icon="lock" title={title} description={body} action={link} />;
  if (props.variant === 'inline') {
    return (
      <Callout intent={Intent.WARNING} icon="crown" title={title}>
        <p>{body}</p>
        {link}
      </Callout>
    );
  }
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={title} icon="lock">
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{body}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={props.onClose} />
            {link}
          </>
        }
      />
    </Dialog>
  );
}
