// The two JSON files the shell fetches at start-up: /remotes.json and /config.json (see apps/shell).
import { REMOTES } from './ports.mjs';

/** remote name -> URL of its mf-manifest.json */
export function remotesJson(ports, hostname = 'localhost') {
  return Object.fromEntries(
    REMOTES.map((name) => [name, `http://${hostname}:${ports[name]}/mf-manifest.json`]),
  );
}

/**
 * Real Firebase when FIREBASE_API_KEY is set (then no emulator); otherwise the local Auth emulator.
 * @returns {{ apiBaseUrl: string, firebase: { apiKey: string, authDomain: string, projectId: string, authEmulatorUrl?: string, microsoftTenant?: string } }}
 */
export function configJson(ports, env = process.env, hostname = 'localhost') {
  const apiBaseUrl = env.API_BASE_URL || `http://${hostname}:${ports.api}`;
  const site = siteJson(env);
  if (usesRealFirebase(env)) {
    return {
      apiBaseUrl,
      ...site,
      firebase: {
        apiKey: env.FIREBASE_API_KEY,
        authDomain: env.FIREBASE_AUTH_DOMAIN || `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: env.FIREBASE_PROJECT_ID || '',
        // 'Logg inn med Microsoft' for one Entra ID tenant (README: Company sign-in).
        ...(env.FIREBASE_MICROSOFT_TENANT ? { microsoftTenant: env.FIREBASE_MICROSOFT_TENANT } : {}),
      },
    };
  }
  return {
    apiBaseUrl,
    ...site,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-ferieplan.firebaseapp.com',
      projectId: 'demo-ferieplan',
      authEmulatorUrl: `http://127.0.0.1:${ports.authEmulator}`,
    },
  };
}

/**
 * The operator's details for the footer (maker, organisation number, hosting badge), only as configured:
 * SITE_MAKER, SITE_ORGNR, SITE_HOSTING_NAME, SITE_HOSTING_URL. Nothing is invented when they are unset.
 */
function siteJson(env = process.env) {
  const entries = [
    ['maker', env.SITE_MAKER],
    ['orgnr', env.SITE_ORGNR],
    ['hostingName', env.SITE_HOSTING_NAME],
    ['hostingUrl', env.SITE_HOSTING_URL],
  ].filter(([, value]) => value);
  return entries.length ? { site: Object.fromEntries(entries) } : {};
}

/** Real Firebase needs at least an API key and a project id from the environment. */
export function usesRealFirebase(env = process.env) {
  return Boolean(
    env.FIREBASE_API_KEY && env.FIREBASE_PROJECT_ID && env.FIREBASE_PROJECT_ID !== 'demo-ferieplan',
  );
}

/** Origins the API must accept (CORS): the shell and the remotes, by localhost and 127.0.0.1. */
export function corsOrigins(ports) {
  return ['shell', ...REMOTES].flatMap((name) => [
    `http://localhost:${ports[name]}`,
    `http://127.0.0.1:${ports[name]}`,
  ]);
}
