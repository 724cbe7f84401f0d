export { ImportCsvDialog, type ImportCsvDialogProps, type ImportKind } from './ImportCsvDialog';
