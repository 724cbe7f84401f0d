import { lazyComponent } from '../../lazyComponent';

// Loaded on demand: it queries the server, and Apollo is not part of mfe-shared's first load.
export const RecentMessagesCard = lazyComponent(() => import('./RecentMessagesCard').then((m) => m.RecentMessagesCard), null);
export type { RecentMessagesCardProps } from './RecentMessagesCard';
export { OrdersMiniTable, type MiniOrder, type OrdersMiniTableProps } from './OrdersMiniTable';
