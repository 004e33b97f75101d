// No imports: start-on-intent.ts is bundled on its own, without Module Federation.

/** Dispatched on document once the shell runs the page (hydrated, or the full app started). */
export const APP_STARTED_EVENT = 'ferieplan:started';
