import { createBrowserRouter, Outlet, useLoaderData, useRouteError, useRevalidator } from 'react-router-dom';
import type { ComponentType } from 'react';
import { common } from '@ferieplan/texts';
import { loadRemoteModule } from '@ferieplan/ui';
import type { RemoteManifests } from './runtime-config.js';

type RemoteModule = { default: ComponentType };

/** Loads a remote's page in the route loader: a failure lands in the route's error boundary. */
const remoteRoute = (remote: string, module: string) => ({
  loader: async () => ({ Page: (await loadRemoteModule<RemoteModule>(remote, module)).default }),
  Component: RemotePage,
  ErrorBoundary: RemoteErrorBoundary,
});

function RemotePage() {
  const { Page } = useLoaderData() as { Page: ComponentType };
  return <Page />;
}

function RemoteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  console.error(error);
  return (
    <div role="alert">
      <p>{common.remoteFailed}</p>
      <button type="button" onClick={() => revalidator.revalidate()}>
        {common.retry}
      </button>
    </div>
  );
}

export function createAppRouter(_remotes: RemoteManifests) {
  return createBrowserRouter([
    {
      element: <Outlet />,
      children: [
        { path: '/', ...remoteRoute('landing', 'LandingPage') },
        { path: '/pricing', ...remoteRoute('landing', 'PricingPage') },
        { path: '/dashboard', ...remoteRoute('employee', 'DashboardPage') },
        { path: '/admindashboard', ...remoteRoute('admin', 'AdminDashboardPage') },
      ],
    },
  ]);
}
