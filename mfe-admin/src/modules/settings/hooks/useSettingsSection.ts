import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { AdminSettingsSectionDocument, AdminSettingsUpdateDocument, useToast } from 'mfe-shared';
import { serverMessage } from '../../users/utils/serverMessage';
import type { SettingsSectionCardProps } from '../components/SettingsSectionCard';
import { SECTION_LABEL, type SettingsSectionKey } from '../utils/sections';

export type SettingsSectionState<T> = {
  /** The server's values with the admin's unsaved edits on top; null until loaded. */
  values: T | null;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  loading: boolean;
  error: Error | undefined;
  reload: () => void;
  saving: boolean;
  /** Saves the edited values (plus `extra`); true once the server confirmed. */
  save: (extra?: Partial<T>) => Promise<boolean>;
  /** The tab card's id, loading, error, Retry and saving state: spread onto SettingsSectionCard. */
  card: Pick<SettingsSectionCardProps, 'id' | 'loading' | 'error' | 'onRetry' | 'saving'>;
};

/** One settings tab: loads its section, keeps the edits, saves through updateSettings. */
export function useSettingsSection<T extends Record<string, unknown>>(section: SettingsSectionKey): SettingsSectionState<T> {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(AdminSettingsSectionDocument, {
    variables: { section },
    fetchPolicy: 'network-only',
  });
  const [edits, setEdits] = useState<Partial<T>>({});
  const [saved, setSaved] = useState<T | null>(null);
  const [update, { loading: saving }] = useMutation(AdminSettingsUpdateDocument);

  const base = saved ?? ((data?.settings as T | undefined) ?? null);
  const values = base ? { ...base, ...edits } : null;

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setEdits((current) => ({ ...current, [key]: value }));
  }, []);

  async function save(extra: Partial<T> = {}): Promise<boolean> {
    if (!values) return false;
    try {
      const result = await update({ variables: { section, values: { ...values, ...extra } } });
      setSaved((result.data?.updateSettings as T | undefined) ?? { ...values, ...extra });
      setEdits({});
      toast({
        title: 'Settings saved',
        description: `Your ${SECTION_LABEL[section]} settings have been updated successfully.`,
      });
      return true;
    } catch (caught) {
      toast({
        title: 'Failed to save settings',
        description: serverMessage(caught) ?? `Your ${SECTION_LABEL[section]} settings could not be saved. Please try again.`,
        variant: 'destructive',
      });
      return false;
    }
  }

  const reload = () => void refetch();
  return {
    values,
    set,
    loading,
    error: error ?? undefined,
    reload,
    saving,
    save,
    card: {
      id: `settings-${section}`,
      loading: loading && !values,
      error: values ? undefined : (error ?? undefined),
      onRetry: reload,
      saving,
    },
  };
}
