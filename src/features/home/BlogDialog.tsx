import { Modal, Text } from '@mantine/core'
import type { Blog } from '@common/contract/schemas'
import { Author } from './BlogAuthor'
import { formatBlogDate } from './blog-date'

/** A blog post's summary in a dialog (its own chunk: Mantine's Modal is not part of the home page's first load). */
export function BlogDialog({ blog, opened, onClose }: { blog: Blog; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={blog.title} size="lg" centered>
      <Text size="sm" c="gray.7" mb="sm">
        {formatBlogDate(blog.created_at)}
      </Text>
      <Text mb="lg">{blog.short_desc}</Text>
      <Author blog={blog} />
    </Modal>
  )
}
