export const SITE_NAME = 'MF Explorer'

/** The `head` of a route: a document title and a meta description (React 19 hoists both into <head>). */
export function pageHead(title: string, description: string) {
  return {
    meta: [{ title: title === SITE_NAME ? title : `${title} | ${SITE_NAME}` }, { name: 'description', content: description }],
  }
}
