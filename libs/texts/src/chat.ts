// Slack and Microsoft Teams (issue 29): the API's messages, what is posted to Slack and Teams, and the
// admin's 'Slack' and 'Microsoft Teams' cards in Innstillinger.

export const serverChat = {
  proRequired: 'Slack og Microsoft Teams er en del av Pro-planen. Oppgrader til Pro for å bruke dem.',
  notConfigured: 'Integrasjonen er ikke satt opp på denne serveren (SECRETS_KEY mangler).',
  slackNotConfigured: 'Slack er ikke satt opp på denne serveren.',
  slackNotConnected: 'Slack er ikke koblet til organisasjonen.',
  slackTeamTaken: 'Dette Slack-arbeidsområdet er allerede koblet til en annen organisasjon.',
  slackInstallFailed: 'Slack godtok ikke tilkoblingen. Prøv igjen.',
  slackUnreachable: 'Fikk ikke kontakt med Slack. Prøv igjen senere.',
  slackStateInvalid: 'Lenken for å koble til Slack er ugyldig eller utløpt. Start tilkoblingen på nytt.',
  channelRequired: 'Velg en kanal.',
  channelUnknown: 'Fant ikke kanalen i Slack.',
  signatureInvalid: 'Forespørselen er ikke signert av Slack.',
  signatureStale: 'Forespørselen er for gammel (mer enn 5 minutter).',
  signatureReplayed: 'Forespørselen er allerede behandlet.',
  teamsNotConnected: 'Microsoft Teams er ikke koblet til organisasjonen.',
  teamsUrlInvalid: 'Lim inn adressen fra Teams Workflows eller en innkommende webhook (https://…).',
  teamsUrlHost:
    'Adressen må være fra Microsoft Teams Workflows eller en innkommende webhook (*.webhook.office.com, *.logic.azure.com eller *.powerplatform.com).',
  teamsAttemptStatus: (status: number) => `Teams svarte ${status}.`,
  attemptUnreachable: (reason: string) => `Kunne ikke koble til: ${reason}`,
  slackError: (error: string) => `Slack svarte: ${error}`,
} as const;

/** What Ferieplan posts in Slack and Teams (a sick kind is 'Fravær' there: it leaves the product). */
export const chatMessages = {
  requestSubmitted: (name: string, what: string, period: string, days: string) =>
    `${name} har søkt om ${what} ${period} (${days}).`,
  requestApproved: (name: string, what: string, period: string) =>
    `${what} for ${name} ${period} er godkjent.`,
  requestRejected: (name: string, what: string, period: string) =>
    `${what} for ${name} ${period} er avslått.`,
  days: (days: number) => `${String(days).replace('.', ',')} ${days === 1 ? 'dag' : 'dager'}`,
  approve: 'Godkjenn',
  reject: 'Avslå',
  open: 'Åpne i Ferieplan',
  cardTitle: 'Ferieplan',
  decidedBy: (decision: 'approved' | 'rejected', name: string) =>
    `${decision === 'approved' ? 'Godkjent' : 'Avslått'} av ${name} via Slack.`,
  alreadyDecided: 'Forespørselen er allerede behandlet.',
  understaffed: (link: string) =>
    `Godkjenning gir for lav bemanning. Bekreft godkjenningen i Ferieplan: ${link}`,
  notAllowed: (reason: string) => `Ikke utført: ${reason}`,
  unknownPerson:
    'Fant ingen i organisasjonen med e-postadressen din i Slack. Be en administrator invitere deg til Ferieplan.',
  balancesTitle: (year: number) => `Feriesaldoen din for ${year}:`,
  balanceLine: (label: string, value: string) => `• ${label}: ${value}`,
  balanceEntitled: 'Feriedager i år',
  balanceTransferred: 'Overført fra i fjor',
  balanceUsed: 'Brukt eller godkjent',
  balancePending: 'Venter på godkjenning',
  balanceRemaining: 'Gjenstår',
} as const;

export const adminChat = {
  slackTitle: 'Slack',
  slackIntro:
    'Nye søknader og beslutninger legges ut i en kanal i Slack. Administratorer med samme e-postadresse i Slack får en direktemelding med knappene Godkjenn og Avslå. Kommandoen /ferie viser hver ansatt sin saldo.',
  slackConnect: 'Koble til Slack',
  slackConnecting: 'Åpner Slack …',
  slackConnectedTo: (team: string) => `Koblet til arbeidsområdet ${team}.`,
  slackChannelLabel: 'Kanal',
  slackChannelNone: '-- Velg kanal --',
  slackChannelSave: 'Lagre kanal',
  slackChannelSaved: 'Kanalen er lagret.',
  slackChannelCurrent: (channel: string) => `Meldinger legges ut i #${channel}.`,
  slackChannelMissing: 'Velg en kanal for meldingene.',
  slackDisconnect: 'Koble fra Slack',
  slackDisconnected: 'Slack er koblet fra.',
  slackConnectedToast: 'Slack er koblet til. Velg en kanal.',
  slackNotConfigured: 'Slack er ikke satt opp på denne serveren.',
  teamsTitle: 'Microsoft Teams',
  teamsIntro:
    'Nye søknader og beslutninger sendes som et kort til en kanal i Teams. Lag en arbeidsflyt («Post to a channel when a webhook request is received») i Teams og lim inn adressen her.',
  teamsUrlLabel: 'Adresse fra Teams',
  teamsUrlHint: 'F.eks. https://….webhook.office.com/… eller https://….logic.azure.com/…',
  teamsSave: 'Koble til Teams',
  teamsSaving: 'Kobler til …',
  teamsConnected: (host: string) => `Koblet til en kanal via ${host}.`,
  teamsSaved: 'Microsoft Teams er koblet til.',
  teamsDisconnect: 'Koble fra Teams',
  teamsDisconnected: 'Microsoft Teams er koblet fra.',
  slackInstallFailed: 'Slack ble ikke koblet til. Prøv igjen.',
  loadFailed: 'Kunne ikke hente integrasjonen',
  saveFailed: 'Kunne ikke lagre',
} as const;

/** The audit log (Logg): a decision made with a Slack button says so. */
export const chatAudit = {
  viaSlack: ' via Slack',
} as const;

/** What Starter sees instead of the cards (UpgradeNotice). */
export const slackUpgrade = {
  upgradeTitle: 'Slack er en del av Pro',
  upgradeText: 'Med Pro kan dere behandle ferie der dere allerede er, i Slack:',
  upgradeFeatures: [
    'Nye søknader og beslutninger i en kanal',
    'Godkjenn eller avslå fra en direktemelding',
    '/ferie viser hver ansatt sin saldo',
  ],
  upgradeButton: 'Se Pro-planen',
} as const;

export const teamsUpgrade = {
  upgradeTitle: 'Microsoft Teams er en del av Pro',
  upgradeText: 'Med Pro kan Ferieplan varsle en kanal i Microsoft Teams:',
  upgradeFeatures: [
    'Nye søknader og beslutninger som kort i kanalen',
    'En knapp som åpner søknaden i Ferieplan',
  ],
  upgradeButton: 'Se Pro-planen',
} as const;
