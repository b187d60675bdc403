import type { Blog } from '@common/contract/schemas'

/** The spec orders blog cards by created date, oldest first. */
export function sortBlogsByCreated(blogs: readonly Blog[]): Blog[] {
  return [...blogs].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
}
