import { Route } from 'react-router-dom';
import { renderStandalone } from 'mfe-shared/standalone';
import AdminRoutes from './routes';

// The admin remote on its own (`npm run dev`): the area mounted under /admin/* as the shell mounts it.
renderStandalone(<Route path="/admin/*" element={<AdminRoutes />} />, '/admin/dashboard');
