import { useRouterState } from '@tanstack/react-router'
import classes from './RouteProgress.module.css'

/** A thin bar at the top of the window while a route transition (loader) is in flight. */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  return <div className={classes.bar} data-active={loading || undefined} aria-hidden />
}
