import { createElement } from 'react';
import { lazyQueryComponent } from 'mfe-shared';
import { OrdersCardPlaceholder, type OrdersCardProps } from './OrdersCardFrame';
import { StatCardsPlaceholder, type StatCardsProps } from './StatCardsFrame';

// Loaded on demand with the GraphQL client (lazyQueryComponent): they query the server, and neither they
// nor Apollo are on the first paint's path: the page's heading and static cards are drawn before,
// each widget at its size meanwhile (issue 22). The dashboard's widgets are one chunk, named after
// the page, which the server preloads with it.
export const RecentMessagesCard = lazyQueryComponent(() => import(/* webpackChunkName: "dashboard" */ './RecentMessagesCard').then((m) => m.RecentMessagesCard), null);
export type { RecentMessagesCardProps } from './RecentMessagesCard';
export { OrdersMiniTable, type MiniOrder, type OrdersMiniTableProps } from './OrdersMiniTable';
// Drawn at its final size while its code loads (its frame and placeholders need no Apollo).
export const StatCards = lazyQueryComponent(
  () => import(/* webpackChunkName: "dashboard" */ './StatCards').then((m) => m.StatCards),
  (props: StatCardsProps) => createElement(StatCardsPlaceholder, props),
);
export type { StatCardsProps };
export const DashboardProductsCard = lazyQueryComponent(() => import(/* webpackChunkName: "dashboard" */ './DashboardProductsCard').then((m) => m.DashboardProductsCard), null);
export type { DashboardProductsCardProps } from './DashboardProductsCard';
export const ProductionTimelineCard = lazyQueryComponent(() => import(/* webpackChunkName: "dashboard" */ './ProductionTimelineCard').then((m) => m.ProductionTimelineCard), null);
export type { ProductionTimelineCardProps } from './ProductionTimelineCard';
// The parts every role's dashboard page is made of (SPEC.md 2.6-2.8).
export const OrdersCard = lazyQueryComponent(
  () => import(/* webpackChunkName: "dashboard" */ './OrdersCard').then((m) => m.OrdersCard),
  (props: OrdersCardProps) => createElement(OrdersCardPlaceholder, props),
);
export type { OrdersCardProps };
export { QuickActionsCard, type QuickAction, type QuickActionsCardProps } from './QuickActionsCard';
export { StyledDashboard, StyledDashboardColumn, StyledDashboardColumns } from './DashboardFrame';
