import { Component, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, Spinner } from '@ferieplan/ui';
import { adminStaffing } from '@ferieplan/texts';

export interface StaffingCalendarProps {
  organizationId: string;
  teams: { id: string; name: string }[];
}
type StaffingCalendarModule = { default: ComponentType<StaffingCalendarProps> };

// Loaded once per page: switching tabs back does not fetch the remote again.
let loaded: Promise<ComponentType<StaffingCalendarProps>> | null = null;
function loadCalendar(): Promise<ComponentType<StaffingCalendarProps>> {
  loaded ??= loadRemoteModule<StaffingCalendarModule>('staffing', 'StaffingCalendar').then((module) => module.default);
  // A failed load is not cached, so 'Prøv igjen' really tries again.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; Calendar: ComponentType<StaffingCalendarProps> };

/** Bemanningsstatus: the staffing remote's calendar, with a Norwegian error and retry if it cannot load. */
export function StaffingTab({ organizationId, teams }: StaffingCalendarProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    loadCalendar().then(
      (Calendar) => !cancelled && setState({ kind: 'ready', Calendar }),
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ kind: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A stable list: the calendar may refetch when its props change identity.
  const teamOptions = useMemo(() => teams.map(({ id, name }) => ({ id, name })), [teams]);

  if (state.kind === 'loading') {
    return (
      <div className="admin-center">
        <Spinner />
      </div>
    );
  }
  if (state.kind === 'failed') return <StaffingFailed onRetry={retry} />;
  const { Calendar } = state;
  return (
    <RemoteBoundary key={attempt} fallback={<StaffingFailed onRetry={retry} />}>
      <Calendar organizationId={organizationId} teams={teamOptions} />
    </RemoteBoundary>
  );
}

function StaffingFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="admin-alert admin-alert--error">
      <p>{adminStaffing.loadFailed}</p>
      <button type="button" className="fp-button fp-button--secondary" onClick={onRetry}>
        {adminStaffing.retry}
      </button>
    </div>
  );
}

/** A render error inside the remote must not take the whole dashboard down. */
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
