export const DEMO_ORGANIZATION: { id: string; name: string; domain: string };
export const DEMO_PASSWORD: string;
export const DEMO_TEAMS: { name: string; minimumStaffing: number | null }[];
export const DEMO_ADMIN: { uid: string; name: string; email: string };
export const DEMO_EMPLOYEES: { index: number; uid: string; name: string; email: string; team: string }[];
