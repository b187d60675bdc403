/**
 * A step of the site's start (src/main.tsx): importing this evaluates the UI libraries that the
 * layout of every page is built from (Mantine's components, TanStack Router's React components,
 * TanStack Query's React hooks) in a task of their own, before the site's own modules. The bundler
 * defers a module's evaluation until something imports it, so without this step all of them ran in
 * the start-site step, one task of 15-40 ms on a slow machine.
 * Only used names are re-exported, as in start-router-library.ts.
 */
export { ActionIcon, Anchor, Burger, Button, Center, Container, Group, Loader, MantineProvider, Stack, Text, Title, Transition } from '@mantine/core'
export { Link, Outlet, RouterProvider } from '@tanstack/react-router'
export { RouterClient } from '@tanstack/react-router/ssr/client'
export { QueryClientProvider, useQuery } from '@tanstack/react-query'
