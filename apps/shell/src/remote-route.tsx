import { useLoaderData, useRouteError, useRevalidator } from 'react-router-dom';
import type { ComponentType } from 'react';
import { loadRemoteModule, RemoteFailed } from '@ferieplan/ui';

type RemoteModule = { default: ComponentType };

/** Loads a remote's page in the route loader (cached by the federation runtime): a failure lands in the route's error boundary. */
export const remoteRoute = (remote: string, module: string) => ({
  loader: async () => ({ Page: (await loadRemoteModule<RemoteModule>(remote, module)).default }),
  Component: RemotePage,
  ErrorBoundary: RemoteErrorBoundary,
});

function RemotePage() {
  const { Page } = useLoaderData() as { Page: ComponentType };
  return <Page />;
}

/** Norwegian message with a retry; it renders inside the layout, so the navbar keeps working. */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  console.error(error);
  return (
    <div className="fp-container shell-message">
      <RemoteFailed onRetry={() => void revalidator.revalidate()} />
    </div>
  );
}
