import { Route } from 'react-router-dom';
import { renderStandalone } from 'mfe-shared/standalone';
import ScreensRoutes, { SCREEN_AREAS } from './routes';

// The shared screens on their own (`npm run dev`): mounted under /orders/*, /timeline/*... as the shell mounts them.
renderStandalone(
  Object.keys(SCREEN_AREAS).map((area) => <Route key={area} path={`/${area}/*`} element={<ScreensRoutes />} />),
  '/orders',
);
