import { MAX_NAME_LENGTH, MAX_TEAM_NAME_LENGTH, MAX_YEARLY_DAYS } from '@ferieplan/contracts';
import { serverImport } from '@ferieplan/texts';
import { isPlausibleBirthYear, MAX_BIRTH_YEAR_AGE, MIN_BIRTH_YEAR_AGE } from '@ferieplan/vacation-rules';
import { isEmail } from 'class-validator';

// Issue 26: one row of an import file, read and checked on its own (the organisation comes later).

type ImportField =
  'name' | 'email' | 'team' | 'yearlyDays' | 'employedFrom' | 'birthYear' | 'weekdays' | 'isAdmin';

/** Header words (lower case, letters only) per field: the template's Norwegian ones and English ones. */
const HEADERS: Record<ImportField, string[]> = {
  name: ['navn', 'name', 'fulltnavn', 'fullname'],
  email: ['epost', 'epostadresse', 'email', 'mail', 'emailaddress'],
  team: ['team', 'avdeling'],
  yearlyDays: ['feriedagerperår', 'feriedager', 'årligeferiedager', 'yearlydays'],
  employedFrom: ['ansattfra', 'startdato', 'startdate', 'start'],
  birthYear: ['fødselsår', 'født', 'birthyear'],
  weekdays: ['arbeidsdager', 'arbeidsmønster', 'workpattern', 'weekdays'],
  isAdmin: ['administrator', 'admin'],
};

const headerKey = (text: string) => text.toLowerCase().replace(/[^a-zæøå]/g, '');

/** Which column holds which field; the fields the header lacks of the two required ones. */
export function mapColumns(header: string[]): {
  columns: Partial<Record<ImportField, number>>;
  missing: string[];
} {
  const columns: Partial<Record<ImportField, number>> = {};
  header.forEach((title, index) => {
    const key = headerKey(title);
    const field = (Object.keys(HEADERS) as ImportField[]).find((f) => HEADERS[f].includes(key));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  const missing = [
    ...(columns.name === undefined ? ['Navn'] : []),
    ...(columns.email === undefined ? ['E-post'] : []),
  ];
  return { columns, missing };
}

/** A row as read: values that failed their check are null and the reason is in errors. */
export interface ImportRow {
  line: number;
  name: string;
  email: string;
  team: string | null;
  yearlyDays: number | null;
  /** 'Ansatt fra' as an ISO date. */
  employedFrom: string | null;
  birthYear: number | null;
  /** Weekday mask (bit 0 = Monday); null: not given. */
  weekdays: number | null;
  isAdmin: boolean;
  errors: string[];
}

/** Trims ordinary and non-breaking spaces and a leading apostrophe (Excel's "text, not a number" mark). */
const clean = (value: string | undefined) =>
  (value ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim()
    .replace(/^'/, '')
    .trim();

/** dd.mm.åååå (one-digit day and month as Excel may write them) to YYYY-MM-DD; null when not a real date. */
export function parseNorwegianDate(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const WEEKDAYS = ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'];
const dayIndex = (word: string) => {
  const short = word.toLowerCase().replace('lor', 'lør').replace('son', 'søn').slice(0, 3);
  return WEEKDAYS.indexOf(short);
};

/** 'man–fre', 'man-ons', 'man, ons, fre', 'Mandag–Onsdag' to a mask; null when not weekdays. */
export function parseWeekdays(text: string): number | null {
  let mask = 0;
  for (const part of text.split(/[,;/+&\s]+|\bog\b/).filter(Boolean)) {
    const range = part.split(/[-–—]/);
    if (range.length > 2) return null;
    const [from, to] = [dayIndex(range[0]), dayIndex(range[range.length - 1])];
    if (from < 0 || to < 0 || to < from) return null;
    for (let day = from; day <= to; day++) mask |= 1 << day;
  }
  return mask === 0 ? null : mask;
}

const YES = ['ja', 'j', 'x', 'yes', 'y', 'true', 'sann', '1'];
const NO = ['', 'nei', 'n', 'no', 'false', 'usann', '0', '-'];

/** An integer as Excel may write it: '25', '25,0', '25.0'. */
const wholeNumber = (text: string) => (/^\d+([.,]0+)?$/.test(text) ? Number.parseInt(text, 10) : null);

/** Reads and checks one data row; `line` is its line in the file (the header is line 1). */
export function readRow(
  cells: string[],
  columns: Partial<Record<ImportField, number>>,
  line: number,
  thisYear: number,
): ImportRow {
  const value = (field: ImportField) => (columns[field] === undefined ? '' : clean(cells[columns[field]!]));
  const errors: string[] = [];
  const name = value('name').replace(/\s+/g, ' ');
  if (!name) errors.push(serverImport.nameRequired);
  else if (name.length > MAX_NAME_LENGTH) errors.push(serverImport.nameTooLong(MAX_NAME_LENGTH));
  const email = value('email');
  if (email.length > 320 || !isEmail(email)) errors.push(serverImport.emailInvalid);
  const team = value('team') || null;
  if (team && team.length > MAX_TEAM_NAME_LENGTH)
    errors.push(serverImport.teamNameTooLong(MAX_TEAM_NAME_LENGTH));

  const daysText = value('yearlyDays');
  const yearlyDays = daysText ? wholeNumber(daysText) : null;
  if (daysText && (yearlyDays === null || yearlyDays > MAX_YEARLY_DAYS))
    errors.push(serverImport.yearlyDaysInvalid);

  const dateText = value('employedFrom');
  const employedFrom = dateText ? parseNorwegianDate(dateText) : null;
  if (dateText && !employedFrom) errors.push(serverImport.dateInvalid);

  const birthText = value('birthYear');
  const birthYear = birthText ? wholeNumber(birthText) : null;
  if (birthText && (birthYear === null || !isPlausibleBirthYear(birthYear, thisYear)))
    errors.push(serverImport.birthYearInvalid(thisYear - MAX_BIRTH_YEAR_AGE, thisYear - MIN_BIRTH_YEAR_AGE));

  const patternText = value('weekdays');
  const weekdays = patternText ? parseWeekdays(patternText) : null;
  if (patternText && weekdays === null) errors.push(serverImport.weekdaysInvalid);

  const adminText = value('isAdmin').toLowerCase();
  if (!YES.includes(adminText) && !NO.includes(adminText)) errors.push(serverImport.adminInvalid);

  return {
    line,
    name,
    email,
    team,
    yearlyDays: daysText && yearlyDays !== null && yearlyDays <= MAX_YEARLY_DAYS ? yearlyDays : null,
    employedFrom,
    birthYear: birthYear !== null && isPlausibleBirthYear(birthYear, thisYear) ? birthYear : null,
    weekdays,
    isAdmin: YES.includes(adminText),
    errors,
  };
}
