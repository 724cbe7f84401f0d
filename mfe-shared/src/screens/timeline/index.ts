export { TimelinePage } from './TimelinePage';
