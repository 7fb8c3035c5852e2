import { FormGroup, InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';

/** A labelled text input that shows its error (client check or API `fields`) under it. */
export function TextField({ id, label, error, ...input }: { id: string; label: string; error?: string } & Omit<InputGroupProps, 'id'>) {
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
      <InputGroup id={id} name={id} intent={error ? Intent.DANGER : Intent.NONE} {...input} />
    </FormGroup>
  );
}
