import { Center, Loader } from '@mantine/core'

/**
 * The loading spinner: the default pending component of every route and the /loader page.
 * It keeps a minimum height so the footer does not jump when the page arrives.
 */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader color="green" size="lg" aria-hidden />
      <span className="visually-hidden">{label}</span>
    </Center>
  )
}
