/**
 * A step of the site's start (src/app/main.tsx): importing this evaluates TanStack Query, ky and the
 * query cache's persister (their chunk, vite.config.ts) in a task of their own, apart from the
 * site's modules. Only used names are re-exported, as in start-router-library.ts.
 */
export { QueryClient } from '@tanstack/react-query'
export { default as ky } from 'ky'
export { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
