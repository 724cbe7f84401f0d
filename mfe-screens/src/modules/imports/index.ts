import { lazyComponent } from 'mfe-shared';

// Loaded on demand (it talks to the server), like every server-backed part of mfe-shared.
export const ImportCsvDialog = lazyComponent(() => import('./ImportCsvDialog').then((m) => m.ImportCsvDialog), null);
export type { ImportCsvDialogProps, ImportKind } from './ImportCsvDialog';
