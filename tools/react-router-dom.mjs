// What the portal's apps take from react-router-dom, as the one module the federation shares under
// that name (tools/webpack-app.js aliases 'react-router-dom' here, and 'react-router' to its
// production build). A shared module is built whole, with every export it has: sharing
// react-router-dom itself shipped all of React Router (data routers, server rendering, RSC; 61 KB
// gzip) to every page. This list is the declarative router the apps use; an import missing from it
// fails the 'router facade' test in mfe-shared. Types still come from react-router-dom.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
