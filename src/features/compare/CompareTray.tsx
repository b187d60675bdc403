import { useLayoutEffect, useRef } from 'react'
import { Button, CloseButton } from '@mantine/core'
import { useLocation } from '@tanstack/react-router'
import { ButtonLink } from '@/components/links'
import { compareCodesValue, compareStore, useCompareList } from './compare-store'
import classes from './tray.module.css'

/**
 * The funds picked for comparison, in a compact bar fixed at the bottom of every page while at
 * least one is picked: each with a remove button, "Compare (n)" to the compare page, "Clear".
 * A spacer of the bar's (fixed) height ends the page, so the bar never covers the footer; the
 * bar is hidden on the compare page, which shows the funds itself.
 */
export function CompareTray() {
  const list = useCompareList()
  const onComparePage = useLocation({ select: (location) => location.pathname === '/compare' })
  const trayRef = useRef<HTMLElement>(null)
  // After a remove button takes its fund away, focus goes to a neighbour rather than to <body>.
  const focusNext = useRef<number | null>(null)

  useLayoutEffect(() => {
    const index = focusNext.current
    if (index === null) return
    focusNext.current = null
    const buttons = trayRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]')
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]!.focus()
  }, [list])

  if (list.length === 0 || onComparePage) return null

  // With the bar gone, the keyboard continues from the page's content, not from the top of the document.
  const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true })
  const remove = (schemeCode: number, index: number) => {
    if (list.length > 1) focusNext.current = index
    compareStore.remove(schemeCode)
    if (list.length === 1) focusMain()
  }
  const clear = () => {
    compareStore.clear()
    focusMain()
  }

  return (
    <>
      <div className={classes.traySpacer} aria-hidden />
      <section ref={trayRef} className={classes.tray} aria-label="Funds to compare" data-testid="compare-tray">
        <div className={classes.trayInner}>
          <ul className={classes.trayList}>
            {list.map((fund, index) => (
              <li key={fund.schemeCode} className={classes.trayItem}>
                <span className={classes.trayName} title={fund.schemeName}>
                  {fund.schemeName}
                </span>
                <CloseButton
                  size="sm"
                  data-remove
                  aria-label={`Remove ${fund.schemeName} from compare`}
                  onClick={() => remove(fund.schemeCode, index)}
                />
              </li>
            ))}
          </ul>
          <div className={classes.trayActions}>
            <ButtonLink to="/compare" search={{ codes: compareCodesValue(list.map((fund) => fund.schemeCode)) }} size="compact-md" color="green">
              Compare ({list.length})
            </ButtonLink>
            <Button size="compact-md" variant="default" onClick={clear}>
              Clear
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
