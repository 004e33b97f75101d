// The shared session: runtime config, the signed-in user and ID tokens. A Module Federation singleton.
export * from './runtime-config.js';
