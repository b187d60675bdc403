import { useState } from 'react'
import { Button, Container, Group, Modal, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Blog } from '@/api/schemas'
import { AutoplayCarousel } from '@/components/AutoplayCarousel'
import { QueryState } from '@/components/QueryState'
import { formatBlogDate } from './blog-date'
import { BLOG_BREAKPOINTS, BLOG_CAROUSEL_DELAY_MS } from './carousel-settings'
import { SectionHeading } from './SectionHeading'
import { sortBlogsByCreated } from './sort-blogs'
import classes from './home.module.css'

function Author({ blog }: { blog: Blog }) {
  return (
    <span className={classes.author}>
      <img src={blog.bloger} width={40} height={40} alt="" className={classes.authorImage} />
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

function BlogCard({ blog }: { blog: Blog }) {
  const [open, setOpen] = useState(false)
  const titleId = `blog-${blog.id}-title`
  return (
    <article className={classes.blogCard} aria-labelledby={titleId}>
      <img src={blog.image} width={480} height={270} alt="" className={classes.blogImage} />
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
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
            Read more<span className="visually-hidden">: {blog.title}</span>
          </Button>
        </Group>
      </div>
      {/* Rendered inside the slide, so focus in the dialog still counts as focus in the carousel and keeps it paused. */}
      <Modal opened={open} onClose={() => setOpen(false)} title={blog.title} size="lg" centered>
        <Text size="sm" c="gray.7" mb="sm">
          {formatBlogDate(blog.created_at)}
        </Text>
        <Text mb="lg">{blog.short_desc}</Text>
        <Author blog={blog} />
      </Modal>
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
