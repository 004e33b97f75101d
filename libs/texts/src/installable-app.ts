// Issue 29: the installable app for employees (manifest, offline reading) and Web Push on a device.

/** The web app manifest's names (apps/shell/public/manifest.webmanifest is checked against them). */
export const appManifest = {
  name: 'Ferieplan – ferie og fravær',
  shortName: 'Ferieplan',
  description: 'Se saldoen din og søk om ferie, også på mobilen.',
} as const;

/** What the app says while it shows what was saved on the last visit, or cannot send. */
export const offlineTexts = {
  /** Above the dashboard while it shows data saved by the service worker. */
  lastUpdated: (tid: string) => `Sist oppdatert ${tid}`,
  notice: 'Du er frakoblet og ser det som ble lagret sist du var på nett.',
  /** A change (e.g. a request) tried without a connection: nothing was sent. */
  needsConnection:
    'Du er frakoblet. Dette krever nettforbindelse – ingenting ble sendt. Prøv igjen når du er på nett.',
} as const;

/** The employee's push toggle (dashboard). */
export const pushToggleTexts = {
  label: 'Varsle meg på denne enheten',
  hint: 'Få beskjed på denne enheten når en forespørsel blir behandlet (administratorer: når noen sender en).',
  on: 'Varsler er slått på for denne enheten.',
  off: 'Varsler er slått av for denne enheten.',
  denied:
    'Varsler er blokkert for Ferieplan i nettleseren. Tillat varsler i nettleserinnstillingene for å slå dem på.',
  failed: 'Kunne ikke endre varsler på denne enheten. Prøv igjen.',
} as const;

/** What a push says (server side: the notification's title and text). */
export const pushMessages = {
  approved: 'Ferieforespørselen din er godkjent',
  rejected: 'Ferieforespørselen din er avslått',
  newRequest: 'Ny forespørsel',
  /** '{navn}: Ferie, 1.–5. juli 2027'; a sick kind is 'Fravær' (a lock screen is not private). */
  newRequestBody: (name: string, kind: string, period: string) => `${name}: ${kind}, ${period}`,
} as const;

/** The API's messages for /api/Push. */
export const serverPush = {
  disabled: 'Varsler på enheten er ikke slått på for denne installasjonen.',
  keysInvalid: 'Abonnementet mangler gyldige nøkler (p256dh og auth).',
} as const;
