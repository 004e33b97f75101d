// Types of identity.mjs for TypeScript callers (the e2e journeys, the API's tests).
export const DEMO_API_KEY: 'demo-api-key';
export function uniqueEmail(prefix?: string): string;

export interface SignedInAccount {
  uid: string;
  idToken: string;
  refreshToken: string;
}

export interface EmulatorAccount extends SignedInAccount {
  email: string;
  password: string;
  displayName: string;
}

export interface OobCode {
  email: string;
  oobLink: string;
  oobCode: string;
  requestType: string;
}

export function identityClient(emulatorUrl: string): {
  signUp(options?: {
    email?: string;
    password?: string;
    displayName?: string;
    emailVerified?: boolean;
  }): Promise<EmulatorAccount>;
  signInWithPassword(email: string, password?: string): Promise<SignedInAccount>;
  oobCodes(projectId?: string): Promise<OobCode[]>;
};
