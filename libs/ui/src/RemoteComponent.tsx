import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { common } from '@ferieplan/texts';
import { loadRemoteModule } from './remote-loader.js';
import type { RemoteComponents } from './remote-props.js';
import { Spinner } from './Spinner.js';
import './styles.js';

type RemoteName = keyof RemoteComponents;
type Loaded = ComponentType<never>;

// Loaded once per page: showing the component again does not fetch the remote again. A failed load is
// not kept, so 'Prøv igjen' really tries again.
const loads = new Map<RemoteName, Promise<Loaded>>();
function load(name: RemoteName): Promise<Loaded> {
  let loading = loads.get(name);
  if (!loading) {
    const [remote, module] = name.split('/') as [string, string];
    loading = loadRemoteModule<{ default: Loaded }>(remote, module).then((loaded) => loaded.default);
    loading.catch(() => loads.delete(name));
    loads.set(name, loading);
  }
  return loading;
}

/** A Norwegian message of what could not be loaded or shown, with 'Prøv igjen'. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="fp-retry-alert">
      <p>{message}</p>
      <button type="button" className="fp-button fp-button--secondary" onClick={onRetry}>
        {common.retry}
      </button>
    </div>
  );
}

/** A render error inside the remote must not take the embedding page down. */
class RemoteBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface RemoteComponentProps<Name extends RemoteName> {
  name: Name;
  props: RemoteComponents[Name];
  /** The message when it cannot be shown (default: the general 'Denne delen av Ferieplan kunne ikke lastes...'). */
  failedMessage?: string;
}

/**
 * Another remote's component inside this page: a spinner while it loads, and a message with a retry
 * when loading or rendering it fails.
 */
export function RemoteComponent<Name extends RemoteName>({
  name,
  props,
  failedMessage,
}: RemoteComponentProps<Name>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ Loaded?: Loaded; failed?: boolean }>({});

  useEffect(() => {
    let current = true;
    setState({});
    load(name).then(
      (Loaded) => current && setState({ Loaded }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);

  const failed = (
    <RetryAlert message={failedMessage ?? common.remoteFailed} onRetry={() => setAttempt((n) => n + 1)} />
  );
  if (state.failed) return failed;
  if (!state.Loaded) {
    return (
      <div className="fp-center">
        <Spinner />
      </div>
    );
  }
  const Loaded = state.Loaded as ComponentType<RemoteComponents[Name]>;
  return (
    <RemoteBoundary key={attempt} fallback={failed}>
      <Loaded {...props} />
    </RemoteBoundary>
  );
}
