import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverFailure, type ServerFailure } from './serverError';

export type ShownServerFailure = ServerFailure & {
  /** True when at least one field error now shows under its field. */
  shownOnFields: boolean;
};

/**
 * Puts a failed call's coded field errors (`field` / `fields` of the server's answer) under the
 * form's fields, focusing the first. A server field that is not a form field is left out unless
 * `fieldNames` maps it (e.g. `{ vendorId: 'vendor' }`). Answers the failure, so the caller can
 * still toast its message.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  fieldNames: Partial<Record<string, Path<T>>> = {},
): ShownServerFailure {
  const failure = serverFailure(error);
  const formFields = Object.keys(form.getValues());
  let shownOnFields = false;
  for (const { field, message } of failure.fields) {
    const name = fieldNames[field] ?? (formFields.includes(field) ? (field as Path<T>) : null);
    if (!name) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: !shownOnFields });
    shownOnFields = true;
  }
  return { ...failure, shownOnFields };
}

/** The fields show the server's words: the toast only points at them. */
export const SEE_MARKED_FIELDS = 'Please correct the marked fields.';

/**
 * What a toast about a refused save says: to look at the marked fields when they show why, else
 * the server's own words for a 400, 403 or 409, else `fallback`.
 */
export function refusalText(failure: ShownServerFailure, fallback: string): string {
  if (failure.shownOnFields) return SEE_MARKED_FIELDS;
  const explains = failure.status === 400 || failure.status === 403 || failure.status === 409;
  return (explains && failure.message) || fallback;
}
