import { useLoaderData, useRouteError, useRevalidator } from 'react-router-dom';
import type { ComponentType } from 'react';
import { common } from '@ferieplan/texts';
import { loadRemoteModule, RetryAlert } from '@ferieplan/ui';

import { SIGNED_IN_PAGES, type RemotePage } from './public-pages.js';

type RemoteModule = { default: ComponentType };

/**
 * Fetches a signed-in page's remote (manifest, entry, chunks) before the click that opens it. A failure
 * is left to the route, which shows it with a retry.
 */
export function prefetchRemotePage(path: keyof typeof SIGNED_IN_PAGES): void {
  const { remote, expose } = SIGNED_IN_PAGES[path];
  loadRemoteModule(remote, expose).catch(() => undefined);
}

/** Loads a remote's page in the route loader (cached by the federation runtime): a failure lands in the route's error boundary. */
export const remoteRoute = ({ remote, expose }: RemotePage) => ({
  loader: async () => ({ Page: (await loadRemoteModule<RemoteModule>(remote, expose)).default }),
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
      <RetryAlert message={common.remoteFailed} onRetry={() => void revalidator.revalidate()} />
    </div>
  );
}
