import type {
  CreateOrganizationBody,
  CreateTeamBody,
  CreateUserInvitationBody,
  CreateVacationRequestBody,
  Invitation,
  Organization,
  Team,
  UpdateVacationStatusBody,
  VacationRequest,
} from '@ferieplan/contracts';

/**
 * Examples of the main bodies in the OpenAPI document (@ApiOutcome's `example`/`requestExample`).
 * Typed by the contracts here and validated against the document's schemas by openapi.spec.ts.
 */
export const ORGANIZATION_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

export const createOrganizationExample = {
  name: 'Fjordkraft Regnskap AS',
  orgnr: '923609016',
} satisfies CreateOrganizationBody;
/** The organisation that body creates. */
export const organizationExample: Organization = {
  id: ORGANIZATION_ID,
  ...createOrganizationExample,
  plan: 'Pro',
};

export const createVacationRequestExample: CreateVacationRequestBody = {
  organizationId: ORGANIZATION_ID,
  startDate: '2027-07-05',
  endDate: '2027-07-23',
  description: 'Sommerferie',
};
export const vacationRequestExample: VacationRequest = {
  id: '0b7e5a52-3c1d-4f7e-9a8b-2d4c6e8f0a1b',
  organizationId: ORGANIZATION_ID,
  userId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  userName: 'Kari Nordmann',
  userEmail: 'kari@example.no',
  startDate: '2027-07-05',
  endDate: '2027-07-23',
  description: 'Sommerferie',
  status: 'Pending',
  createdAt: '2027-03-01T08:30:00.000Z',
  updatedAt: null,
  approvedAt: null,
  kind: 'Ferie',
};
export const decideVacationRequestExample: UpdateVacationStatusBody = { status: 'Approved' };
export const approvedVacationRequestExample: VacationRequest = {
  ...vacationRequestExample,
  status: 'Approved',
  updatedAt: '2027-03-02T09:00:00.000Z',
  approvedAt: '2027-03-02T09:00:00.000Z',
};

export const createTeamExample: CreateTeamBody = { name: 'Regnskap', organizationId: ORGANIZATION_ID };
export const teamExample: Team = {
  id: '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  name: 'Regnskap',
  organizationId: ORGANIZATION_ID,
  members: [],
  minimumStaffing: null,
};

export const createUserInvitationExample: CreateUserInvitationBody = {
  organizationId: ORGANIZATION_ID,
  email: 'ola@example.no',
  isAdmin: false,
};
export const invitationExample: Invitation = {
  id: '7c6b5a49-3827-4615-9504-f3e2d1c0b9a8',
  email: 'ola@example.no',
  organizationName: 'Fjordkraft Regnskap AS',
  organizationId: ORGANIZATION_ID,
  status: 'Pending',
  isAdmin: false,
  expiresAt: '2027-03-08T08:30:00.000Z',
  mailStatus: 'Sent',
};
