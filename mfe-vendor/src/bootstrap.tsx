import { Route } from 'react-router-dom';
import { renderStandalone } from 'mfe-shared/standalone';
import VendorRoutes from './routes';

// The vendor remote on its own (`npm run dev`): the area mounted under /vendor/* as the shell mounts it.
renderStandalone(<Route path="/vendor/*" element={<VendorRoutes />} />, '/vendor/dashboard');
