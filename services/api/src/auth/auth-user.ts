/** The signed-in person, taken from a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  /** Firebase's email_verified: the person has proven they own the address. */
  emailVerified?: boolean;
  name: string | null;
}
