// Lets TypeScript accept plain CSS imports (rspack bundles them).
declare module '*.css';
