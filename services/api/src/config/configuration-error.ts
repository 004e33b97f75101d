/**
 * A setting that would make the API trust forged input (or cannot work at all). Thrown while the
 * application is created, so the process stops before it listens; main.ts prints only the message.
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
