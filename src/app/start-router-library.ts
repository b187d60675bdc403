/**
 * A step of the site's start (src/app/main.tsx): importing this evaluates TanStack Router's chunk in a
 * task of its own. Only a used name is re-exported: a namespace import of the package would keep
 * all of it in the bundle.
 */
export { createRouter } from '@tanstack/react-router'
