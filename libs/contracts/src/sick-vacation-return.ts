// Syk i ferien (ferieloven § 9 (1), issue 25): a person with a 100 % sykmelding on days of their approved
// ferie asks for those ferie days back; an admin approves or rejects. Health data: the person and their
// organisation's admins only.
import type { IsoDate, IsoDateTime } from './entities.js';

export type VacationReturnStatus = 'Pending' | 'Approved' | 'Rejected';

/** Ferie days a sykmelding covers that the person may still ask for (no open claim on them). */
export interface VacationReturnCandidate {
  vacationRequestId: string;
  sickRequestId: string;
  /** The ferie's days the sykmelding covers. */
  startDate: IsoDate;
  endDate: IsoDate;
  /** Ferie days (working days, halves as halves) in them: what comes back. */
  days: number;
  ferieStartDate: IsoDate;
  ferieEndDate: IsoDate;
}

/** One claim ('Syk i ferien') and its state. */
export interface VacationReturn {
  id: string;
  organizationId: string;
  userId: string;
  userName: string;
  sickRequestId: string;
  /** The ferie request claimed; null once it is gone (every day of it came back). */
  vacationRequestId: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
  days: number;
  status: VacationReturnStatus;
  createdAt: IsoDateTime;
  decidedAt: IsoDateTime | null;
}

/** GET /api/SickLeave/organization/{organizationId}/me/vacation-returns: the caller's own. */
export interface MyVacationReturns {
  candidates: VacationReturnCandidate[];
  returns: VacationReturn[];
}

/** POST .../me/vacation-returns: ask for the ferie days a sykmelding covers. */
export interface CreateVacationReturnBody {
  vacationRequestId: string;
  sickRequestId: string;
}

/** PUT .../vacation-returns/{id}/decision (admins). */
export interface DecideVacationReturnBody {
  approve: boolean;
}
