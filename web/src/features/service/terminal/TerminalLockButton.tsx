import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useTerminalLock } from './useTerminalLock';

/** On a shared terminal: "Lock" hands the screen back to the PIN pad (it also locks by itself when idle). */
export function TerminalLockButton() {
  const { t } = useTranslation();
  const { active, lock } = useTerminalLock();
  if (!active) return null;
  return <Button variant="minimal" icon="lock" text={t('terminal.lock')} onClick={lock} />;
}
