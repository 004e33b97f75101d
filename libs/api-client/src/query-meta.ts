// What a query tells the shell's QueryCache: a failed load is logged there and toasted with this text.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast for a failed load (shown once per text); null: the screen says it another way. */
      errorToast?: (error: unknown) => string | null;
    };
  }
}

export {};
