/** Document titles, shared by the site's route heads and the server's not-found answer. */
export const SITE_NAME = 'MF Explorer'
export const NOT_FOUND_TITLE = 'Page not found'

/** The document title of a page: its own title, then the site's name. */
export const pageTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`)
