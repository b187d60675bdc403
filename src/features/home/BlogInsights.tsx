import { useState } from 'react'
import { Button, Container, Group } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Blog } from '@common/contract/schemas'
import { AutoplayCarousel } from '@/components/AutoplayCarousel'
import { QueryState } from '@/components/QueryState'
import { Author } from './BlogAuthor'
import type { BlogDialog } from './BlogDialog'
import { formatBlogDate } from './blog-date'
import { BLOG_BREAKPOINTS, BLOG_CAROUSEL_DELAY_MS } from './carousel-settings'
import { SectionHeading } from './SectionHeading'
import { sortBlogsByCreated } from './sort-blogs'
import classes from './home.module.css'

type BlogDialogComponent = typeof BlogDialog
const loadBlogDialog = () => import('./BlogDialog').then((module) => module.BlogDialog)

function BlogCard({ blog }: { blog: Blog }) {
  const [open, setOpen] = useState(false)
  // The dialog's code loads when the visitor heads for Read more (pointer or focus), so it is
  // usually mounted, closed, before the click and opens with its transition.
  const [Dialog, setDialog] = useState<BlogDialogComponent | null>(null)
  const prepare = () => {
    if (!Dialog) loadBlogDialog().then((component) => setDialog(() => component), () => undefined)
  }
  const titleId = `blog-${blog.id}-title`
  return (
    <article className={classes.blogCard} aria-labelledby={titleId}>
      <img src={blog.image} width={480} height={270} alt="" className={classes.blogImage} loading="lazy" decoding="async" />
      <div className={classes.blogBody}>
        <time dateTime={blog.created_at} className={classes.blogDate}>
          {formatBlogDate(blog.created_at)}
        </time>
        <h3 id={titleId} className={classes.blogTitle}>
          {blog.title}
        </h3>
        <p className={classes.blogExcerpt}>{blog.short_desc}</p>
        <Group justify="space-between" align="flex-end" wrap="nowrap" mt="auto" gap="xs">
          <Author blog={blog} />
          <Button
            variant="subtle"
            size="compact-sm"
            onPointerEnter={prepare}
            onFocus={prepare}
            onClick={() => {
              prepare()
              setOpen(true)
            }}
            aria-haspopup="dialog"
            data-needs-js
          >
            Read more<span className="visually-hidden">: {blog.title}</span>
          </Button>
        </Group>
      </div>
      {/* Rendered inside the slide, so focus in the dialog still counts as focus in the carousel and keeps it paused. */}
      {Dialog && <Dialog blog={blog} opened={open} onClose={() => setOpen(false)} />}
    </article>
  )
}

/** Investment Insights: the blog carousel, oldest post first. */
export function BlogInsights({ blogs }: { blogs: UseQueryResult<Blog[]> }) {
  return (
    <section aria-labelledby="insights-heading" className={classes.sectionTinted}>
      <Container size="lg">
        <SectionHeading
          id="insights-heading"
          title="Investment Insights"
          subtitle="Short, plain explainers on how mutual funds work."
        />
        <QueryState query={blogs} what="the blog posts">
          {(posts) => (
            <AutoplayCarousel
              label="Blog posts"
              items={sortBlogsByCreated(posts)}
              itemKey={(blog) => blog.id}
              delay={BLOG_CAROUSEL_DELAY_MS}
              breakpoints={BLOG_BREAKPOINTS}
              spaceBetween={20}
              renderItem={(blog) => <BlogCard blog={blog} />}
            />
          )}
        </QueryState>
      </Container>
    </section>
  )
}
