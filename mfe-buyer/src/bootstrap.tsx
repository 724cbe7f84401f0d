import { Route } from 'react-router-dom';
import { renderStandalone } from 'mfe-shared/standalone';
import BuyerRoutes from './routes';

// The buyer remote on its own (`npm run dev`): the area mounted under /buyer/* as the shell mounts it.
renderStandalone(<Route path="/buyer/*" element={<BuyerRoutes />} />, '/buyer/dashboard');
