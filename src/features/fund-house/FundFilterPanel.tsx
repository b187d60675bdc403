import { Badge, Button, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { filterCategories, filterCategoryNames } from '@common/contract/categories'
import type { FundFilterAction, FundFilterState } from './fund-filter'
import classes from './fund-house.module.css'

type Props = {
  filter: FundFilterState
  counts: Map<string, number>
  onAction: (action: FundFilterAction) => void
}

function Chevron() {
  return (
    <svg className={classes.chevron} width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable={false}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}

/**
 * Debt, Equity and Hybrid as disclosure buttons; the expanded one holds its subcategories as
 * toggle buttons. The rules (one expanded, toggling, clearing) live in fundFilterReducer.
 */
export function FundFilterPanel({ filter, counts, onAction }: Props) {
  return (
    <section aria-labelledby="fund-filter-title">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text id="fund-filter-title" fw={700} component="h3" size="lg" m={0}>
          Fund Category
        </Text>
        {filter.category && (
          <Button variant="subtle" size="compact-sm" onClick={() => onAction({ type: 'clear' })}>
            Clear filters
          </Button>
        )}
      </Group>
      <Stack gap={4}>
        {filterCategoryNames.map((category) => {
          const expanded = filter.category === category
          const panelId = `fund-filter-${category.toLowerCase()}`
          return (
            <div key={category}>
              <UnstyledButton
                className={classes.filterButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onAction({ type: 'toggleCategory', category })}
              >
                <span>{category}</span>
                <Group gap={6} wrap="nowrap">
                  <Badge variant="light" color="gray" size="sm" aria-hidden>
                    {counts.get(category) ?? 0}
                  </Badge>
                  <Chevron />
                </Group>
              </UnstyledButton>
              <Collapse expanded={expanded} id={panelId}>
                <Group gap={6} p="xs" role="group" aria-label={`${category} subcategories`}>
                  {filterCategories[category].map((subcategory) => {
                    const pressed = filter.subcategory === subcategory
                    const count = counts.get(`${category}/${subcategory}`) ?? 0
                    return (
                      <Button
                        key={subcategory}
                        size="compact-sm"
                        radius="xl"
                        variant={pressed ? 'filled' : 'light'}
                        aria-pressed={pressed}
                        onClick={() => onAction({ type: 'toggleSubcategory', subcategory })}
                      >
                        {subcategory}
                        <Text component="span" size="xs" ml={6} opacity={0.8} aria-hidden>
                          {count}
                        </Text>
                      </Button>
                    )
                  })}
                </Group>
              </Collapse>
            </div>
          )
        })}
      </Stack>
    </section>
  )
}
