export declare function findChromium(
  env?: NodeJS.ProcessEnv,
  exists?: (path: string) => boolean,
): string | null;
export declare function chromiumMissing(env?: NodeJS.ProcessEnv): string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
