/** The options between `node` and the bundle in the last exec-form CMD of a Dockerfile's text. */
export function nodeOptionsOfCmd(dockerfile: string): string[];
/** The image's node options for the API (docker/api.Dockerfile's CMD). */
export const API_NODE_OPTIONS: string[];
