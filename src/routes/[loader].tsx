import { Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '@/components/PageLoader'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/loader')({
  head: () => pageHead('Loading', 'The loading spinner used while data arrives.'),
  component: LoaderPage,
})

function LoaderPage() {
  return (
    <>
      <Title order={1} className="visually-hidden">
        Loading
      </Title>
      <PageLoader />
    </>
  )
}
