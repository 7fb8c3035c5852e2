import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMoney, parseMoney } from './money';

interface Props {
  value: number;
  onChange: (minor: number) => void;
  allowNegative?: boolean;
  ariaLabel: string;
  testId?: string;
}

/** Edits an amount kept in minor units (cents) as decimal text ("12.50"); the text stays as typed. */
export function MoneyInput({ value, onChange, allowNegative, ariaLabel, testId }: Props) {
  const [text, setText] = useState(value ? formatMoney(value) : '');
  const [seen, setSeen] = useState(value);
  // A new value from outside (reset, reload) replaces the text unless the text already means it.
  if (value !== seen) {
    setSeen(value);
    if (parseMoney(text || '0') !== value) setText(formatMoney(value));
  }
  const isInvalid = text !== '' && (Number.isNaN(parseMoney(text)) || (!allowNegative && parseMoney(text) < 0));
  return (
    <InputGroup
      value={text}
      inputMode="decimal"
      placeholder="0.00"
      intent={isInvalid ? 'danger' : 'none'}
      aria-label={ariaLabel}
      data-testid={testId}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const minor = next.trim() === '' ? 0 : parseMoney(next);
        if (!Number.isNaN(minor) && (allowNegative || minor >= 0)) {
          setSeen(minor);
          onChange(minor);
        }
      }}
    />
  );
}
