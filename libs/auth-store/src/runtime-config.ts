export interface RuntimeConfig {
  apiBaseUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    authEmulatorUrl?: string;
    /** 'Logg inn med Microsoft' for one Entra ID tenant (its id or domain); unset: any work or school account. */
    microsoftTenant?: string;
  };
  /** The operator's legal details for the footer; lines without a value are left out, never invented. */
  site?: { maker?: string; orgnr?: string; hostingName?: string; hostingUrl?: string };
}

let current: RuntimeConfig | null = null;

/** Set once by the shell from /config.json before anything renders. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded');
  return current;
}

/** The API base address without a trailing slash ('' means same origin). */
export function getApiBaseUrl(): string {
  return getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
}

export function getFirebaseConfig(): RuntimeConfig['firebase'] {
  return getRuntimeConfig().firebase;
}
