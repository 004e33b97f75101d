// Types of build.mjs for TypeScript callers (the API's start check builds what is stale first).
export function ensureBuilt(options?: {
  web?: boolean;
  force?: boolean;
  allowOldBuilds?: boolean;
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<{ built: unknown[]; failed?: boolean }>;
