import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import type { AbsenceKind } from '@ferieplan/contracts';
import { absenceDays, countingOfMask, isAbsenceDay, type CountingOptions } from './absence-days.js';
import {
  ABSENCE_KIND_RULES,
  DEFAULT_ABSENCE_KIND,
  isAbsenceKind,
  isOfferedAbsenceKind,
} from './absence-kinds.js';
import { isoDate, type HalfDayPeriod, type IsoDate, type Period } from './period.js';

// What one request of any kind weighs: its load on each day, its cost in days and hours, and the rule
// that two absences may share a day only while together they do not exceed one day. Days are counted
// by absenceDays alone; this file only weighs them (SQL: absence_days in the same terms).

/** A request as counted: its period and the optional fields of issue 24 (all absent = a whole-day Ferie). */
export interface AbsenceLoadRequest extends Period {
  kind?: AbsenceKind;
  halfDayStart?: boolean;
  halfDayEnd?: boolean;
  /** Hours away on each counted day. */
  hours?: number;
  /** Percent of each counted day. */
  percentage?: number;
  /**
   * Issue 26: the person's working weekdays as a mask (vacation_request.weekdays, bit 0 = Monday);
   * absent: Monday–Friday. Only these days count (explicit CountingOptions win).
   */
  weekdays?: number;
}

/** Float sums of halves, percentages and hour fractions compare with this slack. */
const EPSILON = 1e-9;

/** The load of every day of the request apart from its half-day ends: 1, percentage/100 or hours/day. */
function baseLoad(request: AbsenceLoadRequest, normalDayHours: number): number {
  if (request.hours !== undefined) return Math.min(1, request.hours / normalDayHours);
  if (request.percentage !== undefined) return request.percentage / 100;
  return 1;
}

const isHalf = (request: AbsenceLoadRequest, date: IsoDate): boolean =>
  (request.halfDayStart === true && date === request.startDate) ||
  (request.halfDayEnd === true && date === request.endDate);

/** A person is away on a day when their load that day is at least half a day (staffing, minimum staffing). */
export const AWAY_LOAD = 0.5;

/**
 * Whether the request takes its person away on its days (its whole days weigh at least AWAY_LOAD; a
 * half-day end weighs exactly that): a 40 % leave or two hours leave the person at work. SQL:
 * absence_base_load(...) >= 0.5.
 */
export const takesAway = (request: AbsenceLoadRequest, normalDayHours: number): boolean =>
  baseLoad(request, normalDayHours) >= AWAY_LOAD;

/**
 * The request's load on a calendar day of its period (0 outside it): 0.5 on a half-day end, else its
 * base load. Weekends and holidays inside the period carry the load too: that is what the overlap rule
 * compares (so two whole-day requests over the same weekend still collide, as the spec has it); what a
 * request COSTS counts only absence days (absenceCost).
 */
export function dayLoad(request: AbsenceLoadRequest, date: IsoDate, normalDayHours: number): number {
  if (date < request.startDate || date > request.endDate) return 0;
  return isHalf(request, date) ? 0.5 : baseLoad(request, normalDayHours);
}

/**
 * Whether a person is away on a day (staffing, minimum staffing): the loads of ALL their absences that
 * day add up to at least half a day, so 2 + 2 hours of a 7,5-hour day count as away. SQL twin:
 * AWAY_PERIODS_CTES (services/api/src/database/away-per-day.sql.ts), held equal by its property test.
 */
export const isAwayOn = (
  requests: readonly AbsenceLoadRequest[],
  date: IsoDate,
  normalDayHours: number,
): boolean =>
  requests.reduce((sum, request) => sum + dayLoad(request, date, normalDayHours), 0) >= AWAY_LOAD - EPSILON;

/** A counting window: both ends inclusive. */
export interface CountingWindow {
  from: IsoDate;
  to: IsoDate;
}

/** The window's part of the period (clipPeriod's rule, inlined: period.ts counts through absenceCost). */
const windowPart = (request: Period, window?: CountingWindow): Period =>
  window
    ? {
        startDate: request.startDate > window.from ? request.startDate : window.from,
        endDate: request.endDate < window.to ? request.endDate : window.to,
      }
    : request;

/**
 * What the request costs in days inside [from, to] (default: its whole period): the sum of its loads
 * over the absence days absenceDays counts. A half-day end that falls outside the window or on a day
 * that does not count costs nothing extra.
 */
export function absenceCost(
  request: AbsenceLoadRequest,
  normalDayHours: number,
  window?: CountingWindow,
  options?: CountingOptions,
): number {
  const period = windowPart(request, window);
  if (period.startDate > period.endDate) return 0;
  options ??= countingOfMask(request.weekdays);
  const base = baseLoad(request, normalDayHours);
  let cost = absenceDays(period, options) * base;
  const halves = new Set<IsoDate>();
  if (request.halfDayStart) halves.add(request.startDate);
  if (request.halfDayEnd) halves.add(request.endDate);
  for (const date of halves) {
    const day = parseIsoDate(date);
    if (day && date >= period.startDate && date <= period.endDate && isAbsenceDay(day, options))
      cost -= base - 0.5;
  }
  return cost;
}

/**
 * The hours a request draws (Avspasering): its hours on each absence day, or, without hours, its cost
 * in days times the person's normal day; inside `window` only (payroll's period), else its whole period.
 */
export function absenceHours(
  request: AbsenceLoadRequest,
  normalDayHours: number,
  options?: CountingOptions,
  window?: CountingWindow,
): number {
  options ??= countingOfMask(request.weekdays);
  if (request.hours !== undefined) {
    const period = windowPart(request, window);
    return period.startDate > period.endDate ? 0 : request.hours * absenceDays(period, options);
  }
  return absenceCost(request, normalDayHours, window, options) * normalDayHours;
}

/**
 * The overlap rule: the days of `candidate` on which it and the person's other pending or approved
 * requests together weigh more than one day. Empty = it may be submitted.
 */
export function overloadedDays(
  candidate: AbsenceLoadRequest,
  others: readonly AbsenceLoadRequest[],
  normalDayHours: number,
): IsoDate[] {
  const from = parseIsoDate(candidate.startDate);
  const to = parseIsoDate(candidate.endDate);
  if (!from || !to) return [];
  const overlapping = others.filter(
    (other) => other.startDate <= candidate.endDate && other.endDate >= candidate.startDate,
  );
  if (overlapping.length === 0) return [];
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const date = toIsoDate(day);
    let load = dayLoad(candidate, date, normalDayHours);
    for (const other of overlapping) load += dayLoad(other, date, normalDayHours);
    if (load > 1 + EPSILON) days.push(date);
  }
  return days;
}

/** The request field a broken absence rule is about (the 400's message names it). */
export type AbsenceField = 'kind' | 'hours' | 'percentage' | 'halfDayStart' | 'halfDayEnd' | 'description';

/** Why the optional fields of a request do not fit its kind (texts: absenceFieldErrors). */
export type AbsenceFieldProblem =
  | 'kindUnknown'
  | 'kindNotOffered'
  | 'hoursNotAllowed'
  | 'hoursOutOfRange'
  | 'percentageNotAllowed'
  | 'percentageOutOfRange'
  | 'halfDayNotAllowed'
  | 'halfDayWithHours'
  | 'descriptionRequired';

export interface BrokenAbsenceField {
  field: AbsenceField;
  problem: AbsenceFieldProblem;
}

/** The most hours one day can hold. */
export const MAX_HOURS_PER_DAY = 24;

export interface AbsenceFieldsInput {
  kind?: unknown;
  halfDayStart?: boolean;
  halfDayEnd?: boolean;
  hours?: number;
  percentage?: number;
  description?: string | null;
}

/**
 * The first rule of the kind table the request's optional fields break, or null. Whether the
 * organisation has turned the kind on is the API's question (a setting, not a rule of the kind).
 */
export function brokenAbsenceField(input: AbsenceFieldsInput): BrokenAbsenceField | null {
  const kind = input.kind ?? DEFAULT_ABSENCE_KIND;
  if (!isAbsenceKind(kind)) return { field: 'kind', problem: 'kindUnknown' };
  if (!isOfferedAbsenceKind(kind)) return { field: 'kind', problem: 'kindNotOffered' };
  const rules = ABSENCE_KIND_RULES[kind];
  if (input.hours !== undefined) {
    if (!rules.allowsHours) return { field: 'hours', problem: 'hoursNotAllowed' };
    if (!(input.hours > 0 && input.hours <= MAX_HOURS_PER_DAY))
      return { field: 'hours', problem: 'hoursOutOfRange' };
  }
  if (input.percentage !== undefined) {
    if (!rules.allowsPercentage) return { field: 'percentage', problem: 'percentageNotAllowed' };
    if (!Number.isInteger(input.percentage) || input.percentage < 1 || input.percentage > 100)
      return { field: 'percentage', problem: 'percentageOutOfRange' };
  }
  for (const field of ['halfDayStart', 'halfDayEnd'] as const) {
    if (input[field] !== true) continue;
    if (!rules.allowsHalfDays) return { field, problem: 'halfDayNotAllowed' };
    if (input.hours !== undefined) return { field, problem: 'halfDayWithHours' };
  }
  if (rules.needsDescription && !input.description?.trim())
    return { field: 'description', problem: 'descriptionRequired' };
  return null;
}

/** A Ferie period as balances count it: with the work pattern it was submitted under (issue 26). */
export type PatternedPeriod = HalfDayPeriod & Pick<AbsenceLoadRequest, 'weekdays'>;

/**
 * Vacation days (the person's working days that are not public holidays) of the periods that fall
 * inside [from, to]; a half-day end inside counts half (absenceCost).
 */
export function vacationDaysWithin(periods: readonly PatternedPeriod[], from: IsoDate, to: IsoDate): number {
  let days = 0;
  for (const period of periods) days += absenceCost(period, 1, { from, to });
  return days;
}

/** Vacation days of the periods inside one calendar year (the holiday year, ferieloven § 4). */
export const vacationDaysInYear = (periods: readonly PatternedPeriod[], year: number): number =>
  vacationDaysWithin(periods, isoDate(year, 1, 1), isoDate(year, 12, 31));
