import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the prerendered page (and on the server), true afterwards. Parts that the
 * build cannot know (the deployment's /config.json) render only then, so hydration matches the markup.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
