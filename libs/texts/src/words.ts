// Words that name the same thing on several screens: one entry each, which the screens' texts refer to,
// so a change of wording reaches every screen at once.
export const words = {
  team: 'Team',
  allTeams: 'Alle team',
  upgradeToPro: 'Oppgrader til Pro',
  name: 'Navn',
  email: 'E-post',
  status: 'Status',
  actions: 'Handlinger',
  saving: 'Lagrer...',
  sending: 'Sender...',
  deleting: 'Sletter...',
} as const;
