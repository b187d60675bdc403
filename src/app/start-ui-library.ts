/**
 * A step of the site's start (main.tsx): evaluates the UI libraries every page's layout uses in a
 * task of their own, before the site's modules (the bundler evaluates a module when first
 * imported). Only used names are re-exported, as in start-router-library.ts.
 */
export { ActionIcon, Anchor, Burger, Button, Center, Container, Group, Loader, MantineProvider, Stack, Text, Title, Transition } from '@mantine/core'
export { Link, Outlet, RouterProvider } from '@tanstack/react-router'
export { RouterClient } from '@tanstack/react-router/ssr/client'
export { QueryClientProvider, useQuery } from '@tanstack/react-query'
