import { useMutation, useQuery } from '@apollo/client/react';
import { AdminSettingsSectionDocument, AdminSettingsUpdateDocument } from 'mfe-shared/operations';
import { type SavedForm, useSavedForm } from 'mfe-shared/saved-form';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { SettingsSectionCardProps } from '../components/SettingsSectionCard';
import { SECRET_MASK, SECTION_LABEL, type SettingsSectionKey } from '../utils/sections';

type ServerValues = Record<string, unknown>;

export type SettingsForm<T extends FieldValues> = SavedForm<T> & {
  /** The section as the server last answered it (secrets as the mask); undefined until loaded. */
  server: ServerValues | undefined;
  /** The tab card's id, loading, error, Retry, Save and saving state: spread onto SettingsSectionCard. */
  card: Pick<SettingsSectionCardProps, 'id' | 'loading' | 'error' | 'onRetry' | 'onSave' | 'saving' | 'dirty'>;
};

export type SettingsFormOptions<T extends FieldValues> = {
  /** Write-only values (the SMTP password): empty in the form; left empty, the stored one is kept. */
  secrets?: (keyof T & string)[];
  onSaved?: (values: T) => void | Promise<void>;
};

/** The server's values as the form holds them: numbers as their text (the inputs' value), secrets empty. */
function toForm<T extends FieldValues>(server: ServerValues, secrets: string[]): T {
  const values: ServerValues = {};
  for (const [key, value] of Object.entries(server)) {
    values[key] = secrets.includes(key) ? '' : typeof value === 'number' ? String(value) : value;
  }
  return values as T;
}

/** The form's values as the server takes them: a number's text as the number, an empty secret as "keep it". */
function toServer(values: FieldValues, server: ServerValues, secrets: string[]): ServerValues {
  const sent: ServerValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (secrets.includes(key)) sent[key] = value || (server[key] === SECRET_MASK ? SECRET_MASK : '');
    else sent[key] = typeof server[key] === 'number' ? Number(value) : value;
  }
  return sent;
}

/** One settings tab as a form: loads its section, saves it through updateSettings on submit. */
export function useSettingsForm<T extends FieldValues>(
  section: SettingsSectionKey,
  schema: z.ZodType<T, T>,
  { secrets = [], onSaved }: SettingsFormOptions<T> = {},
): SettingsForm<T> {
  const { data, loading, error, refetch } = useQuery(AdminSettingsSectionDocument, {
    variables: { section },
    fetchPolicy: 'network-only',
  });
  // The answer becomes the section's cached value, so `server` is always what the server last said.
  const [update] = useMutation(AdminSettingsUpdateDocument, {
    update(cache, { data: answer }) {
      if (answer) cache.writeQuery({ query: AdminSettingsSectionDocument, variables: { section }, data: { settings: answer.updateSettings } });
    },
  });
  const server = data?.settings as ServerValues | undefined;
  const label = SECTION_LABEL[section];

  const saved = useSavedForm<T>({
    schema,
    saved: server && toForm<T>(server, secrets),
    async save(values) {
      const result = await update({ variables: { section, values: toServer(values, server ?? {}, secrets) } });
      return toForm<T>((result.data?.updateSettings ?? {}) as ServerValues, secrets);
    },
    onSaved,
    toasts: {
      saved: { title: 'Settings saved', description: `Your ${label} settings have been updated successfully.` },
      failed: { title: 'Failed to save settings', fallback: `Your ${label} settings could not be saved. Please try again.` },
    },
  });

  return {
    ...saved,
    server,
    card: {
      id: `settings-${section}`,
      loading: loading && !server,
      error: server ? undefined : (error ?? undefined),
      onRetry: () => void refetch(),
      onSave: () => void saved.submit(),
      saving: saved.saving,
      dirty: saved.dirty,
    },
  };
}
