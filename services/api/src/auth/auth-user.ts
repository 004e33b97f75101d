/** The signed-in person, taken from a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  name: string | null;
}
