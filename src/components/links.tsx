import type { ComponentPropsWithRef } from 'react'
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'

/**
 * Mantine's Anchor and Button as type-safe router links: `to` and `params` are checked against
 * the route tree, and hover/focus preloads the target's data like a plain <Link>.
 */
type AnchorBaseProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>
function AnchorBase(props: AnchorBaseProps) {
  return <Anchor {...props} />
}
const CreatedAnchorLink = createLink(AnchorBase)
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink {...props} />

type ButtonBaseProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>
function ButtonBase(props: ButtonBaseProps) {
  return <Button component="a" {...props} />
}
const CreatedButtonLink = createLink(ButtonBase)
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink {...props} />

/**
 * A Mantine Button that opens an off-site address (login, sign-up) in a new tab, saying so to
 * screen readers, without giving the new page a handle on this one.
 */
export function ExternalButton({ label, ...props }: Omit<ButtonBaseProps, 'children' | 'target' | 'rel'> & { label: string }) {
  return (
    <Button component="a" target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`} {...props}>
      {label}
    </Button>
  )
}
