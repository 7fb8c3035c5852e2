import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
  disabled?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}

/** A labelled input that shows the API's message for its field. */
export function TextField({ id, label, value, onChange, error, helper, disabled, type, placeholder, autoComplete }: TextFieldProps) {
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? helper}>
      <InputGroup
        id={id}
        name={id}
        type={type}
        value={value}
        intent={intent}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormGroup>
  );
}
