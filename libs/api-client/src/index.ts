// Typed client for every /api route (one file per resource).
export {};
