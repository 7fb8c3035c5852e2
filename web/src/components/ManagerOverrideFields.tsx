import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';

/** The manager's email and password a dialog asks for when the role may not do a thing alone. */
export function useManagerOverride() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return {
    email,
    password,
    setEmail,
    setPassword,
    filled: !!email.trim() && !!password,
    override: () => ({ email: email.trim(), password }),
  };
}
export type ManagerOverride = ReturnType<typeof useManagerOverride>;

/**
 * A manager's sign-off fields (comp, void, refund): email and password, `<idPrefix>-email` and
 * `<idPrefix>-password`, with an optional warning above them and the API's field errors below.
 */
export function ManagerOverrideFields({
  value,
  idPrefix,
  labels,
  hint,
  errors,
  large,
  autoComplete,
}: {
  value: ManagerOverride;
  idPrefix: string;
  labels: { email: string; password: string };
  hint?: string;
  errors?: { email?: string; password?: string };
  large?: boolean;
  autoComplete?: string;
}) {
  return (
    <>
      {hint !== undefined && (
        <Callout intent="warning" icon="lock" style={{ marginBottom: 12 }}>
          {hint}
        </Callout>
      )}
      <FormGroup label={labels.email} labelFor={`${idPrefix}-email`} helperText={errors?.email}>
        <InputGroup
          id={`${idPrefix}-email`}
          large={large}
          type="email"
          autoComplete={autoComplete}
          value={value.email}
          onValueChange={value.setEmail}
        />
      </FormGroup>
      <FormGroup label={labels.password} labelFor={`${idPrefix}-password`} helperText={errors?.password}>
        <InputGroup
          id={`${idPrefix}-password`}
          large={large}
          type="password"
          autoComplete={autoComplete}
          value={value.password}
          onValueChange={value.setPassword}
        />
      </FormGroup>
    </>
  );
}
