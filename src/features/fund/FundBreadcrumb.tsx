import { Link } from '@tanstack/react-router'
import classes from './fund.module.css'

type Props = { amcName: string; fundHouse: string; schemeName: string }

/** Home › AMCS › the fund house › the fund: the way back from a fund page reached by a link or a search. */
export function FundBreadcrumb({ amcName, fundHouse, schemeName }: Props) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={classes.breadcrumb}>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/amcs">AMCS</Link>
        </li>
        <li>
          <Link to="/fund-house/$name" params={{ name: amcName }}>
            {fundHouse}
          </Link>
        </li>
        <li aria-current="page">{schemeName}</li>
      </ol>
    </nav>
  )
}
