/**
 * Every route of the spec with the h1 it shows, on the e2e fixture database (mocks/README.md):
 * house 1 is HDFC Mutual Fund (its AMFI name goes in addresses), 101001 its first Direct Growth
 * scheme. The not-found page closes the list.
 */
export const HDFC_IN_ADDRESS = encodeURIComponent('HDFC Mutual Fund')

export const SITE_ROUTES: ReadonlyArray<readonly [path: string, heading: string | RegExp]> = [
  ['/', /invest in mutual funds/i],
  ['/about', /about us/i],
  ['/faq', /frequently asked questions/i],
  ['/amcs', 'Asset Management Companies'],
  ['/contact', 'Get In Touch'],
  [`/company-details/1/${HDFC_IN_ADDRESS}`, /HDFC/],
  ['/coming-soon', 'Coming soon'],
  ['/data', 'About the data'],
  ['/investment-products/equity', /High Return/],
  [`/fundchart/101001/${HDFC_IN_ADDRESS}`, 'Mutual Fund Details'],
  [`/fund-names/1/${HDFC_IN_ADDRESS}`, 'Fund Categories and Listings'],
  ['/loader', 'Loading'],
  ['/poppup', 'Need More Details'],
  ['/portfolio', 'My investments'],
  ['/no-such-page', 'Page not found'],
]
