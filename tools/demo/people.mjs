// The demo organisation's cast (`npm run demo`): made-up people with common Norwegian names, four teams
// and the admin who signs in. Fixed uids, so the Auth emulator accounts match the memberships each start.

export const DEMO_ORGANIZATION = {
  id: 'de300000-0000-4000-8000-000000000026',
  name: 'Nordlys Regnskap AS',
  domain: 'nordlys.test',
};

/** Every demo account signs in with this password (emulator only). */
export const DEMO_PASSWORD = 'ferieplan-demo';

/** Teams with their 'Minst {n} på jobb'. */
export const DEMO_TEAMS = [
  { name: 'Regnskap', minimumStaffing: 6 },
  { name: 'Lønn', minimumStaffing: 5 },
  { name: 'Rådgivning', minimumStaffing: null },
  { name: 'Kundeservice', minimumStaffing: 7 },
];

export const DEMO_ADMIN = {
  uid: 'demo-admin',
  name: 'Kari Nordmann',
  email: `kari.nordmann@${DEMO_ORGANIZATION.domain}`,
};

/** The employee the sign-in hint names (the first of the list, plenty of absences). */
const EMPLOYEE_NAMES = [
  'Ingrid Johansen',
  'Ola Hansen',
  'Sofie Olsen',
  'Lars Larsen',
  'Emma Andersen',
  'Jonas Pedersen',
  'Nora Nilsen',
  'Henrik Kristiansen',
  'Ida Jensen',
  'Magnus Karlsen',
  'Maja Berg',
  'Kristian Haugen',
  'Thea Hagen',
  'Eirik Johannessen',
  'Sara Andreassen',
  'Anders Jacobsen',
  'Hanna Dahl',
  'Sindre Jørgensen',
  'Ingeborg Halvorsen',
  'Per Henriksen',
  'Marte Lund',
  'Håkon Sørensen',
  'Silje Strand',
  'Øystein Moen',
  'Tuva Eriksen',
  'Knut Solberg',
  'Live Bakken',
  'Tor Kristoffersen',
  'Astrid Martinsen',
  'Bjørn Iversen',
  'Helene Knutsen',
  'Mats Arnesen',
  'Frida Svendsen',
  'Sander Lie',
  'Vilde Ruud',
  'Even Amundsen',
  'Guro Mathisen',
  'Trond Ellingsen',
  'Eline Fredriksen',
  'Åse Bakke',
];

const ascii = (text) =>
  text
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .replace(/[^a-z]+/g, '.');

/** The 40 employees: uid, name, address, team (10 a team) and their index (the plan draws from it). */
export const DEMO_EMPLOYEES = EMPLOYEE_NAMES.map((name, index) => ({
  index,
  uid: `demo-${ascii(name).replace('.', '-')}`,
  name,
  email: `${ascii(name)}@${DEMO_ORGANIZATION.domain}`,
  team: DEMO_TEAMS[index % DEMO_TEAMS.length].name,
}));
