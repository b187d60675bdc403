import { Text } from '@mantine/core'
import type { Blog } from '@common/contract/schemas'
import classes from './home.module.css'

export function Author({ blog }: { blog: Blog }) {
  return (
    <span className={classes.author}>
      <img src={blog.bloger} width={40} height={40} alt="" className={classes.authorImage} loading="lazy" decoding="async" />
      <span>
        <Text component="span" size="sm" fw={600} display="block">
          {blog.published_by}
        </Text>
        <Text component="span" size="xs" c="gray.7" display="block">
          {blog.designation}
        </Text>
      </span>
    </span>
  )
}
