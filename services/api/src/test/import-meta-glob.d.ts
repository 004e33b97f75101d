// Vite's import.meta.glob (available under vitest), typed for the authorization-matrix test.
interface ImportMeta {
  glob<T>(patterns: string | string[], options: { eager: true }): Record<string, T>;
}
