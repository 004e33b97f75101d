// What the browser builds get for '@tanstack/react-query' (create-config.mjs aliases it here). The query
// library is a shared singleton, and a shared module is provided whole: hydration, useQueries, the suspense
// hooks, streamedQuery... on every signed-in page's first load (issue 28). Provided through this list, the
// bundler drops what no app names (13.1 -> 11.4 KiB gzip; the QueryClient core is most of the rest).
// The list is a contract between the shell and the remotes, which use the shell's copy: a name added
// here must reach the shell's deployment before a remote relies on it. react-query-facade.spec.mjs
// checks that every name the apps and libs import is in it.
// The package is imported by its file: a request for '@tanstack/react-query' would be the shared module
// itself (Module Federation takes it over before the alias), that is, this file again.
export {
  QueryCache,
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '../../node_modules/@tanstack/react-query/build/modern/index.js';
