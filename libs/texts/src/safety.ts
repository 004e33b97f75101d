import { vacationRequestRules } from './vacation-request-rules.js';

// Issue 17: what the API answers to unsafe input, races and outages, and the "second admin" rule.
export const serverSafety = {
  concurrentChange: 'Noen andre endret de samme dataene samtidig. Prøv igjen.',
  payloadTooLarge: 'Forespørselen er for stor.',
  jsonTooDeep: 'Forespørselen er for dypt nøstet.',
  unsupportedMediaType: 'Forespørselen må sendes som JSON (Content-Type: application/json).',
  uriTooLong: 'Adressen er for lang.',
  headersTooLarge: 'Forespørselens overskrifter er for store.',
  methodNotAllowed: 'Metoden er ikke tillatt for denne adressen.',
  invalidCharacters: (field: string) => `${field} inneholder ugyldige tegn.`,
  invisibleOnly: (field: string) => `${field} må inneholde synlige tegn.`,
  requestYearOutOfRange: vacationRequestRules.yearOutOfRange,
  ownRequestNeedsAnotherAdmin: 'En annen administrator må behandle din egen ferieforespørsel.',
} as const;

// The admin's Innstillinger tab: who may decide an admin's own request.
export const adminApprovalSettings = {
  title: 'Godkjenning',
  requireSecondAdmin: 'Krev godkjenning fra en annen administrator',
  hintAutomatic: (admins: number) =>
    `Automatisk: på når organisasjonen har to eller flere administratorer (nå ${admins}).`,
  hint: 'Når dette er på, kan ingen administrator godkjenne eller avslå sin egen ferieforespørsel.',
  useAutomatic: 'Bruk automatisk valg',
  saved: 'Innstillingen er lagret',
  saveFailed: 'Kunne ikke lagre innstillingen',
  loadFailed: 'Kunne ikke hente innstillingen',
} as const;
