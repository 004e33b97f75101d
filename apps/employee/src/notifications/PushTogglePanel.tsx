// 'Varsle meg på denne enheten' (issue 29): Web Push on this device for this organisation. Shown only
// where it can work: a browser with the Push API and a server with push turned on (a VAPID key).
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pushApi, userMessage } from '@ferieplan/api-client';
import { pushToggleTexts as texts } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { pushIsOn, pushSupported, turnPushOff, turnPushOn } from './device-push.js';

export function PushTogglePanel({ organizationId }: { organizationId: string }) {
  const id = useId();
  const supported = pushSupported();
  const key = useQuery({
    queryKey: ['push-public-key'],
    queryFn: pushApi.publicKey,
    enabled: supported,
    staleTime: Infinity,
  });
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    void pushIsOn(organizationId).then((value) => current && setOn(value));
    return () => {
      current = false;
    };
  }, [organizationId, supported]);

  const publicKey = key.data?.publicKey;
  if (!supported || !publicKey || on === null) return null;

  async function change(wanted: boolean) {
    setBusy(true);
    try {
      if (wanted && (await turnPushOn(organizationId, publicKey!)) === 'denied') {
        notify.error(texts.denied);
        return;
      }
      if (!wanted) await turnPushOff(organizationId);
      setOn(wanted);
      notify.success(wanted ? texts.on : texts.off);
    } catch (error) {
      console.error(error);
      notify.error(userMessage(error, { fallback: texts.failed }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="emp-notifications__switch emp-push">
      <input
        id={`${id}-push`}
        type="checkbox"
        checked={on}
        disabled={busy}
        aria-describedby={`${id}-push-hint`}
        onChange={(event) => void change(event.target.checked)}
      />
      <label htmlFor={`${id}-push`}>{texts.label}</label>
      <p id={`${id}-push-hint`} className="emp-panel__notice">
        {texts.hint}
      </p>
    </div>
  );
}
