// What the browser builds get for 'react-router-dom' (create-config.mjs aliases it here). The router is a
// shared singleton, and a shared module is provided whole: react-router-dom re-exports all of react-router
// (server rendering, cookies, sessions, the RSC entries), ~61 KiB gzip on every signed-in page's first
// load (issue 28). Provided through this list, the bundler drops what no app names.
// The list is a contract between the shell and the remotes, which use the shell's copy: a name added
// here must reach the shell's deployment before a remote relies on it. react-router-facade.spec.mjs
// checks that every name the apps and libs import is in it.
export {
  Link,
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider: react-router's, with react-dom's flushSync.
export { RouterProvider } from 'react-router/dom';
