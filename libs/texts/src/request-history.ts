// The employee's request history (issue 13), beside the audit log's texts (audit.ts) but in a file of its
// own: the dashboard's first chunk carries these few words, not every sentence of the log (issue 28).
/** The employee's history of one of their own requests. */
export const requestHistory = {
  show: 'Vis historikk',
  hide: 'Skjul historikk',
  title: 'Historikk',
  empty: 'Ingen registrerte hendelser for denne søknaden.',
  loadFailed: 'Kunne ikke hente historikken.',
  submitted: 'Sendt',
  approved: (by: string) => `Godkjent av ${by}`,
  rejected: (by: string) => `Avslått av ${by}`,
  you: 'deg',
} as const;
