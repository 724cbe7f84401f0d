import { lazyQueryComponent } from 'mfe-shared';
import { BellPlaceholder, SearchPlaceholder } from './headerParts';

// The layout's parts that query the server, in one chunk loaded with the GraphQL client once the
// screen inside the layout has asked for it (after its first paint): the layout is drawn without
// them first, each at its size (issue 22).
const LATER = { asks: false };
export const LiveLayout = lazyQueryComponent(
  () => import(/* webpackChunkName: "layout-live" */ './LiveLayout').then((m) => m.LiveLayout),
  null,
  LATER,
);
export const NotificationBell = lazyQueryComponent(
  () => import(/* webpackChunkName: "layout-live" */ './NotificationBell').then((m) => m.NotificationBell),
  <BellPlaceholder />,
  LATER,
);
export const HeaderSearch = lazyQueryComponent(
  () => import(/* webpackChunkName: "layout-live" */ './HeaderSearch').then((m) => m.HeaderSearch),
  <SearchPlaceholder />,
  LATER,
);
