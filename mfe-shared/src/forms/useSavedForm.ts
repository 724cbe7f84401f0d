import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
// From the package, not its files: a remote that bundles this entry uses the shell's one copy (the toasts' context).
import { refusalText, serverFailure, showServerErrors, useToast } from 'mfe-shared';

// 'mfe-shared/saved-form', outside the package's main entry: the main entry is shared whole and
// loaded on every first page, and this hook brings react-hook-form and the zod resolver with it.

/**
 * A failed call that belongs to one part of the form (a row of a table): its server field errors
 * show under `prefix.<field>`. Thrown from a `save` that sends several calls.
 */
export class FailureAt extends Error {
  constructor(
    readonly prefix: string,
    readonly error: unknown,
  ) {
    super(serverFailure(error).message ?? 'The save failed');
  }
}

/** `promise`, whose failure is said to belong to the form's fields under `prefix`. */
export const failingAt = <R>(prefix: string, promise: Promise<R>): Promise<R> =>
  promise.catch((error: unknown) => {
    throw new FailureAt(prefix, error);
  });

export type SavedFormOptions<T extends FieldValues> = {
  /** What the form must hold before it is sent (shape, required, the API's types); the rest is the server's. */
  schema: z.ZodType<T, T>;
  /** The server's values as the form holds them; undefined until loaded. The form starts from them. */
  saved: T | undefined;
  /** Sends the form's values; answers what the server now holds, as the form holds it. */
  save: (values: T, form: UseFormReturn<T>) => Promise<T>;
  /** Runs after a save the server confirmed (e.g. a follow-up call with its own toast). */
  onSaved?: (values: T) => void | Promise<void>;
  /** The toast after a save, and the one after a refusal (its text is the fallback for unexplained failures). */
  toasts: { saved: { title: string; description: string }; failed: { title: string; fallback: string } };
};

export type SavedForm<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form's submit handler (also callable without an event, from a button outside a form). */
  submit: ReturnType<UseFormReturn<T>['handleSubmit']>;
  saving: boolean;
  /** True when the form holds edits not yet saved. */
  dirty: boolean;
};

/**
 * A form over values the server keeps (settings): starts from the server's values, tracks edits,
 * saves only on submit and then holds what the server answered (clean again). A refusal's coded
 * field errors show under their fields, anything else in a toast (showServerErrors, refusalText).
 */
export function useSavedForm<T extends FieldValues>({ schema, saved, save, onSaved, toasts }: SavedFormOptions<T>): SavedForm<T> {
  const { toast } = useToast();
  // New server values (a refetch) replace the form's values.
  const form = useForm<T>({ resolver: zodResolver(schema), values: saved });

  const submit = form.handleSubmit(async (values) => {
    let answer: T;
    try {
      answer = await save(values, form);
    } catch (caught) {
      const at = caught instanceof FailureAt ? caught : null;
      const error = at ? at.error : caught;
      const names = at
        ? Object.fromEntries(serverFailure(error).fields.map(({ field }) => [field, `${at.prefix}.${field}` as Path<T>]))
        : {};
      const failure = showServerErrors(form, error, names);
      toast({ title: toasts.failed.title, description: refusalText(failure, toasts.failed.fallback), variant: 'destructive' });
      return;
    }
    form.reset(answer);
    toast(toasts.saved);
    await onSaved?.(answer);
  });

  return { form, submit, saving: form.formState.isSubmitting, dirty: form.formState.isDirty };
}
