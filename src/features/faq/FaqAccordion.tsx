import type { Faq } from '@common/contract/schemas'
import { ChevronRightIcon } from '@/components/icons'
import { SafeHtml } from '@/components/SafeHtml'
import classes from './faq.module.css'

/** The group name that makes the questions one exclusive accordion. */
const GROUP = 'faq'

/**
 * The spec's accordion: one question open at a time, the first open initially, and clicking the
 * open one closes it (the open index may be none).
 *
 * Native disclosures, so it works from the first paint, before the code arrives (and without it),
 * and opening one costs no render: <details name> makes the browser close the open one, and a
 * click on the open question's summary closes it. `open` is only the first render's: the browser
 * owns it after that, and React, which never sees it change, never sets it back (a question opened
 * before hydration stays open; suppressHydrationWarning: the attribute may differ from the HTML).
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <>
      {faqs.map((faq, index) => (
        <details key={faq.question} name={GROUP} open={index === 0} className={classes.item} suppressHydrationWarning>
          <summary className={classes.control}>
            {/* The questions are the page's second level, as Mantine's Accordion order={2} made them. */}
            <h2 className={classes.label}>{faq.question}</h2>
            <ChevronRightIcon size={16} className={classes.chevron} />
          </summary>
          <div className={classes.content}>
            <SafeHtml html={faq.answer} className={classes.answer} />
          </div>
        </details>
      ))}
    </>
  )
}
