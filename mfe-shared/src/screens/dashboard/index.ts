export { RecentMessagesCard, type RecentMessagesCardProps } from './RecentMessagesCard';
export { OrdersMiniTable, type MiniOrder, type OrdersMiniTableProps } from './OrdersMiniTable';
export { StatCards, type StatCardsProps } from './StatCards';
export { DashboardProductsCard, type DashboardProductsCardProps } from './DashboardProductsCard';
export { ProductionTimelineCard, type ProductionTimelineCardProps } from './ProductionTimelineCard';
