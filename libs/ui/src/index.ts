// Shared React pieces (one file each). Append exports; do not reorder.
export * from './remote-loader.js';
