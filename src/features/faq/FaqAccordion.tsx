import { useState } from 'react'
import { Accordion } from '@mantine/core'
import type { Faq } from '@common/contract/schemas'
import { SafeHtml } from '@/components/SafeHtml'
import classes from './faq.module.css'

/**
 * The spec's accordion: one question open at a time, the first open initially, and clicking the
 * open one closes it (the open index may be none).
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<string | null>(faqs.length > 0 ? '0' : null)
  return (
    <Accordion
      value={open}
      onChange={setOpen}
      variant="separated"
      radius="md"
      order={2}
      classNames={{ item: classes.item, control: classes.control, label: classes.label, content: classes.content }}
    >
      {faqs.map((faq, index) => (
        <Accordion.Item key={faq.question} value={String(index)}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel>
            <SafeHtml html={faq.answer} className={classes.answer} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}
