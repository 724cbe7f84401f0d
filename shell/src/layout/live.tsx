import { lazyComponent, withGraphQL } from 'mfe-shared';
import { BellPlaceholder, SearchPlaceholder } from './headerParts';

// The layout's parts that query the server, in one chunk loaded with the GraphQL client: the
// layout is drawn without them first, each at its size (issue 22).
export const LiveLayout = lazyComponent(
  withGraphQL(() =>
    import(/* webpackChunkName: "layout-live" */ './LiveLayout').then((m) => m.LiveLayout),
  ),
  null,
);
export const NotificationBell = lazyComponent(
  withGraphQL(() =>
    import(/* webpackChunkName: "layout-live" */ './NotificationBell').then(
      (m) => m.NotificationBell,
    ),
  ),
  <BellPlaceholder />,
);
export const HeaderSearch = lazyComponent(
  withGraphQL(() =>
    import(/* webpackChunkName: "layout-live" */ './HeaderSearch').then((m) => m.HeaderSearch),
  ),
  <SearchPlaceholder />,
);
