// Errors the orchestrator reports as one plain line (no stack trace) before exiting with status 1.
export class StartupError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StartupError';
  }
}
