// What the site shares under the 'react-router-dom' key: the declarative client APIs of React Router that the
// apps use, re-exported so webpack can leave out the rest (React Router 7 also ships the data router, its server
// runtime, sessions and cookies: over half of its size). It is still one singleton: every app provides and
// consumes this same module. An app that needs another export adds it here; shared/src/lib/router-exports.test.ts
// fails until it does. It re-exports from 'react-router', as react-router-dom itself does: importing
// 'react-router-dom' here would consume this very module and never resolve.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
