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
