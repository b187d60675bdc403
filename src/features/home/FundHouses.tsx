import { Container, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { FundHouse } from '@common/contract/schemas'
import { AutoplayCarousel } from '@/components/AutoplayCarousel'
import { QueryState } from '@/components/QueryState'
import { ArrowRightIcon } from '@/components/icons'
import { amcTileRows } from './amc-rows'
import { AMC_CAROUSEL_DELAY_MS, AMC_SLIDES_PER_VIEW } from './carousel-settings'
import { SectionHeading } from './SectionHeading'
import classes from './home.module.css'

/** Asset Management Companies: 3 + 2 logo tiles, and a carousel of every fund house. */
export function FundHouses({ fundHouses }: { fundHouses: UseQueryResult<FundHouse[]> }) {
  return (
    <section aria-labelledby="amc-heading" className={classes.sectionTinted}>
      <Container size="lg">
        <SectionHeading
          id="amc-heading"
          title="Asset Management Companies"
          subtitle="The fund houses behind the schemes. Pick one to see what it offers."
          action={
            <Link to="/amcs" className={classes.sectionLink}>
              All fund houses <ArrowRightIcon size={16} />
            </Link>
          }
        />
        <QueryState query={fundHouses} what="the fund houses">
          {(houses) => <FundHouseTiles fundHouses={houses} />}
        </QueryState>
      </Container>
    </section>
  )
}

function FundHouseTiles({ fundHouses }: { fundHouses: FundHouse[] }) {
  const rows = amcTileRows(fundHouses)
  return (
    <div className={classes.amcLayout}>
      <div className={classes.amcTiles}>
        {rows.map((row, index) => (
          <ul key={index} className={classes.amcRow} data-count={row.length}>
            {row.map((house) => (
              <li key={house.id}>
                <Link
                  to="/company-details/$id/$name"
                  params={{ id: house.id, name: house.fund_house_name }}
                  className={classes.amcTile}
                >
                  <img src={house.logo} width={56} height={56} alt="" className={classes.amcTileLogo} loading="lazy" decoding="async" />
                  <span className={classes.amcTileName}>{house.fund_house_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <AutoplayCarousel
        label="All fund houses"
        className={classes.amcCarousel}
        items={fundHouses}
        itemKey={(house) => house.id}
        delay={AMC_CAROUSEL_DELAY_MS}
        slidesPerView={AMC_SLIDES_PER_VIEW}
        renderItem={(house) => (
          <Link
            to="/company-details/$id/$name"
            params={{ id: house.id, name: house.fund_house_name }}
            className={classes.amcSlide}
          >
            <img src={house.logo} width={88} height={88} alt="" loading="lazy" decoding="async" />
            <span className={classes.amcSlideName}>{house.fund_house_name}</span>
            <Text component="span" size="sm" c="gray.7" className={classes.amcSlideCompany}>
              {house.name}
            </Text>
            <span className={classes.amcSlideCta}>
              View fund house <ArrowRightIcon size={16} />
            </span>
          </Link>
        )}
      />
    </div>
  )
}
