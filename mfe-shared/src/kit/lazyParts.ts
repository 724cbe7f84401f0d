import type { ReactElement } from 'react';
import { lazyComponent } from '../lazyComponent';
import type { SortableTableProps } from './SortableTable';

// The kit's larger parts (overlays with their focus handling, tabs, the sortable table) load on
// first use: the sign-in pages, which every visitor loads first, need none of them.
export const Dialog = lazyComponent(() => import('./Dialog').then((m) => m.Dialog), null);
export const ConfirmDialog = lazyComponent(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog), null);
export const Sheet = lazyComponent(() => import('./Sheet').then((m) => m.Sheet), null);
export const Drawer = lazyComponent(() => import('./Drawer').then((m) => m.Drawer), null);
export const Tabs = lazyComponent(() => import('./Tabs').then((m) => m.Tabs), null);
export const SortableTable = lazyComponent(() => import('./SortableTable').then((m) => m.SortableTable), null) as (<T>(
  props: SortableTableProps<T>,
) => ReactElement) & { preload: () => Promise<unknown> };
export type { DialogProps } from './Dialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export type { SheetProps, SheetSide } from './Sheet';
export type { DrawerProps } from './Drawer';
export type { TabItem, TabsProps } from './Tabs';
export type { SortableTableProps, SortDirection, SortState, SortValue, TableColumn } from './SortableTable';
