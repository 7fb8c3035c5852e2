import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './terminal.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

interface Props {
  pin: string;
  maxLength: number;
  disabled: boolean;
  onChange: (pin: string) => void;
}

/**
 * A touch keypad for the PIN field: large digit keys, Clear, and Enter (submits the form it sits
 * in). Typing in the field works as well.
 */
export function PinKeypad({ pin, maxLength, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const press = (digit: string) => pin.length < maxLength && onChange(pin + digit);
  const key = (digit: string) => (
    <Button key={digit} large className="ros-pin-key" text={digit} disabled={disabled} onClick={() => press(digit)} />
  );
  return (
    <div role="group" aria-label={t('terminal.keypad')} className="ros-pin-keypad">
      {DIGITS.map(key)}
      <Button
        large
        className="ros-pin-key"
        text={t('terminal.clear')}
        disabled={disabled || !pin}
        onClick={() => onChange('')}
      />
      {key('0')}
      <Button
        large
        className="ros-pin-key"
        type="submit"
        intent="primary"
        text={t('terminal.enter')}
        disabled={disabled || pin.length < 4}
      />
    </div>
  );
}
