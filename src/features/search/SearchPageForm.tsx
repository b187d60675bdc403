import { useState, type FormEvent } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { SEARCH_MAX_LENGTH } from '@common/contract/limits'
import { cutSearchText } from './search-param'
import { SEARCH_FIELD_LABEL } from './search-hits'

/** The results page's own form: the page works as a page, without the header's typeahead. */
export function SearchPageForm({ q }: { q: string }) {
  const [text, setText] = useState(q)
  const navigate = useNavigate()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void navigate({ to: '/search', search: { q: cutSearchText(text) || undefined } })
  }
  return (
    <form role="search" aria-label="Search again" onSubmit={onSubmit}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label={SEARCH_FIELD_LABEL}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1, maxWidth: 480 }}
        />
        <Button type="submit" color="green">
          Search
        </Button>
      </Group>
    </form>
  )
}
