export { RecentMessagesCard, type RecentMessagesCardProps } from './RecentMessagesCard';
