import { lazyComponent } from '../../lazyComponent';

// Loaded on demand: it queries the server, and Apollo is not part of mfe-shared's first load.
export const RecentMessagesCard = lazyComponent(() => import('./RecentMessagesCard').then((m) => m.RecentMessagesCard), null);
export type { RecentMessagesCardProps } from './RecentMessagesCard';
export { OrdersMiniTable, type MiniOrder, type OrdersMiniTableProps } from './OrdersMiniTable';
export const StatCards = lazyComponent(() => import('./StatCards').then((m) => m.StatCards), null);
export type { StatCardsProps } from './StatCards';
export const DashboardProductsCard = lazyComponent(() => import('./DashboardProductsCard').then((m) => m.DashboardProductsCard), null);
export type { DashboardProductsCardProps } from './DashboardProductsCard';
export const ProductionTimelineCard = lazyComponent(() => import('./ProductionTimelineCard').then((m) => m.ProductionTimelineCard), null);
export type { ProductionTimelineCardProps } from './ProductionTimelineCard';
