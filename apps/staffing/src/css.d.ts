// Plain CSS imports are bundled by rspack.
declare module '*.css';
