import { createElement } from 'react';
import { lazyComponent } from 'mfe-shared';
import { StatCardsPlaceholder, type StatCardsProps } from './StatCardsFrame';

// Loaded on demand: it queries the server, and Apollo is not part of mfe-shared's first load. The
// dashboard's widgets are one chunk, named after the page, which the server preloads with it.
export const RecentMessagesCard = lazyComponent(() => import(/* webpackChunkName: "dashboard" */ './RecentMessagesCard').then((m) => m.RecentMessagesCard), null);
export type { RecentMessagesCardProps } from './RecentMessagesCard';
export { OrdersMiniTable, type MiniOrder, type OrdersMiniTableProps } from './OrdersMiniTable';
// Drawn at its final size while its code loads (its frame and placeholders need no Apollo).
export const StatCards = lazyComponent(
  () => import(/* webpackChunkName: "dashboard" */ './StatCards').then((m) => m.StatCards),
  (props: StatCardsProps) => createElement(StatCardsPlaceholder, props),
);
export type { StatCardsProps };
export const DashboardProductsCard = lazyComponent(() => import(/* webpackChunkName: "dashboard" */ './DashboardProductsCard').then((m) => m.DashboardProductsCard), null);
export type { DashboardProductsCardProps } from './DashboardProductsCard';
export const ProductionTimelineCard = lazyComponent(() => import(/* webpackChunkName: "dashboard" */ './ProductionTimelineCard').then((m) => m.ProductionTimelineCard), null);
export type { ProductionTimelineCardProps } from './ProductionTimelineCard';
// The parts every role's dashboard page is made of (SPEC.md 2.6-2.8).
export { OrdersCard, type OrdersCardProps } from './OrdersCard';
export { QuickActionsCard, type QuickAction, type QuickActionsCardProps } from './QuickActionsCard';
export { StyledDashboard, StyledDashboardColumn, StyledDashboardColumns } from './DashboardFrame';
