import { useState } from 'react';
import { fieldErrors } from '../api/errors';
import { toastError } from '../app/toaster';

/**
 * A form's save with the API's field messages: `run(save)` shows a refusal's `fields` under their
 * inputs (`field(name)` gives a FormGroup its intent and text), anything else as a toast.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: string) => ({
    intent: errors[name] ? ('danger' as const) : undefined,
    helperText: errors[name],
  });
  const run = async (save: () => Promise<void>) => {
    try {
      await save();
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      else void toastError(error);
    }
  };
  return { errors, field, run };
}
