import { useLoaderData, useRouteError, useRevalidator } from 'react-router-dom';
import type { ComponentType } from 'react';
import { common } from '@ferieplan/texts';
import { loadRemoteModule } from '@ferieplan/ui';

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
    <div role="alert" className="fp-container shell-message">
      <p>{common.remoteFailed}</p>
      <button type="button" className="fp-button" onClick={() => void revalidator.revalidate()}>
        {common.retry}
      </button>
    </div>
  );
}
