// Only the lazy page: the screen itself (and recharts) is a chunk of its own.
export { AnalyticsPage } from './AnalyticsPage';
