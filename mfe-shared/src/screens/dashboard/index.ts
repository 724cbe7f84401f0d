export { RecentMessagesCard, type RecentMessagesCardProps } from './RecentMessagesCard';
export { OrdersMiniTable, type MiniOrder, type OrdersMiniTableProps } from './OrdersMiniTable';
