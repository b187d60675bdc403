import type { Db } from '../db/open-database.ts'

export type FundHouseRow = {
  id: number
  name: string
  fund_house_name: string
  description: string
  key_features: string
}

const COLUMNS = 'f.id, f.name, f.fund_house_name, f.description, f.key_features'
// A fund house with no active scheme is as retired as its schemes; EXISTS walks schemes_by_house.
const HAS_ACTIVE = 'EXISTS (SELECT 1 FROM schemes s WHERE s.fund_house_id = f.id AND s.active = 1)'

export function createFundHouseRepository(db: Db) {
  const all = db.prepare<[], FundHouseRow>(`SELECT ${COLUMNS} FROM fund_houses f WHERE ${HAS_ACTIVE} ORDER BY f.fund_house_name`)
  const largest = db.prepare<[number], FundHouseRow>(
    `SELECT ${COLUMNS} FROM fund_houses f
     WHERE ${HAS_ACTIVE}
     ORDER BY (SELECT COUNT(*) FROM schemes s WHERE s.fund_house_id = f.id AND s.active = 1) DESC, f.fund_house_name
     LIMIT ?`,
  )
  const byId = db.prepare<[number], FundHouseRow>(`SELECT ${COLUMNS} FROM fund_houses f WHERE f.id = ?`)
  const byName = db.prepare<[string], FundHouseRow>(`SELECT ${COLUMNS} FROM fund_houses f WHERE f.fund_house_name = ?`)
  const names = db.prepare<[], string>('SELECT fund_house_name FROM fund_houses').pluck()
  return {
    list: () => all.all(),
    /** The home page's fund houses: the ones with the most active schemes. */
    largest: (limit: number) => largest.all(limit),
    byId: (id: number) => byId.get(id),
    byName: (name: string) => byName.get(name),
    allNames: () => names.all(),
  }
}

export type FundHouseRepository = ReturnType<typeof createFundHouseRepository>
