import { http, HttpResponse } from 'msw'
import { monogramSvg, slugOf } from '../../common/lib/monogram-svg'
import { fundHouses } from '../fixtures'
import { notFound } from './http-helpers'

/**
 * Fund-house logos (`/logos/<slug>.svg`): monograms instead of trademarked logos, as the reference
 * server does. In the browser the worker answers them too, since the dev server has no such files.
 */
export const assetHandlers = [
  http.get<{ slug: string }>('*/logos/:slug.svg', ({ params }) => {
    const house = fundHouses.find((candidate) => slugOf(candidate.fund_house_name) === params.slug)
    if (!house) return notFound(`No logo named ${params.slug}.svg`)
    return new HttpResponse(monogramSvg(house.fund_house_name), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    })
  }),
]
