import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A labelled native select; keeps an unknown current value selectable. */
export function SelectField({ id, label, value, options, onChange, error, disabled }: SelectFieldProps) {
  const all = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
      <HTMLSelect
        id={id}
        name={id}
        fill
        value={value}
        disabled={disabled}
        options={[...all]}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormGroup>
  );
}
