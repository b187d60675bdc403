import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { dataNotice } from './data-status'
import classes from './data-notice.module.css'

/**
 * Under the data-source strip on every page: says when the NAVs are old or the last update from AMFI
 * failed, and why, with a link to /data. The server render brings the meta answer, so the notice is
 * in the HTML and nothing moves; a failed meta call shows nothing.
 */
export function DataNotice() {
  const { data } = useQuery({ ...contentQueries.meta(), retry: false })
  const notice = data ? dataNotice(data) : null
  if (!notice) return null
  return (
    <aside className={classes.notice} aria-label="Data notice">
      <p className={classes.text}>
        {notice}{' '}
        <Link to="/data" className={classes.link}>
          About the data
        </Link>
      </p>
    </aside>
  )
}
