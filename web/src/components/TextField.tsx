import { FormGroup, InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';

type Props = { id: string; label: string; error?: string; helper?: string } & Omit<InputGroupProps, 'id'>;

/**
 * A labelled text input that shows its error (client check or the API's `fields`) under it, else
 * its helper text. Take the value with `onValueChange` (or the event with `onChange`).
 */
export function TextField({ id, label, error, helper, ...input }: Props) {
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? helper}>
      <InputGroup id={id} name={id} intent={intent} {...input} />
    </FormGroup>
  );
}
