import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { Alert, Anchor, Code, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import { transactionsCsvTemplate } from '@common/portfolio/transactions-csv'
import { portfolioActions } from '../portfolio-store'
import {
  apiImportServices, changeCounts, commitImport, MAX_FILE_BYTES, prepareImport, readImportFile,
  type ImportFailure, type ImportPreview as Preview,
} from './import-statement'
import { ImportPreview, plural } from './ImportPreview'
import classes from './files.module.css'

type State =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'failed'; fileName: string; error: ImportFailure }
  | { status: 'preview'; preview: Preview; storing: boolean; storeError: string | null }
  | { status: 'stored'; message: string }

/** The CSV's columns, as the page explains them (transactions-csv.ts reads them). */
const CSV_COLUMNS: readonly { name: string; text: string }[] = [
  { name: 'date', text: 'Required. 2024-01-15, 15-01-2024, 15/01/2024 or 15-Jan-2024.' },
  { name: 'type', text: 'Required. purchase, redemption, switch-in, switch-out, dividend-reinvest or dividend-payout (a SIP installment is a purchase).' },
  { name: 'scheme_code', text: 'The AMFI scheme code. Give it or the ISIN in every row: the code is tried first.' },
  { name: 'isin', text: 'The scheme’s 12-character ISIN, used when the code is missing or unknown.' },
  { name: 'folio', text: 'Optional. The folio number (spaces are dropped).' },
  { name: 'scheme_name', text: 'Optional. Only to name a scheme that cannot be matched.' },
  {
    name: 'units, amount, nav',
    text: 'Units and NAV, amount and NAV, or all three. Given the units or the amount alone, the NAV of that date (or the next one published) is filled in. A dividend-payout takes the amount only. ₹, Rs. and thousands separators are allowed (quote a number with commas).',
  },
  { name: 'id, switch_id, sip_id', text: 'Optional. The CSV export writes them, so importing it again updates its rows instead of adding them twice.' },
]

const MEGABYTES = MAX_FILE_BYTES / 1024 / 1024

function successMessage(preview: Preview, document: PortfolioDocument): string {
  const counts = changeCounts(preview, document)
  const parts = [`${plural(counts.added, 'transaction')} added`, `${plural(counts.updated, 'transaction')} updated`]
  if (preview.kind === 'portfolio' && preview.document.sips.length > 0) parts.push(`${plural(counts.sipsAdded + counts.sipsUpdated, 'SIP')} stored`)
  return `Imported ${preview.fileName}: ${parts.join(', ')}.`
}

export type ImportStatementProps = { document: PortfolioDocument }

/**
 * Choose a file, see what it holds, import it. The file is read here (File.text()) and never
 * uploaded: only the public scheme, ISIN and NAV calls are made, with codes and ISINs.
 */
export function ImportStatement({ document }: ImportStatementProps) {
  const queryClient = useQueryClient()
  const services = useMemo(() => apiImportServices(queryClient), [queryClient])
  const [state, setState] = useState<State>({ status: 'idle' })
  const inputRef = useRef<HTMLInputElement>(null)
  const previewRef = useRef<HTMLDivElement>(null)
  // A newer choice (or leaving the page) makes an older file's answer moot.
  const attempt = useRef(0)
  const headingId = useId()
  const inputId = useId()
  const acceptedId = useId()
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(transactionsCsvTemplate())}`, [])

  useEffect(() => () => void attempt.current++, [])

  const previewShown = state.status === 'preview'
  useEffect(() => {
    if (previewShown) previewRef.current?.focus()
  }, [previewShown])

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Emptied, so choosing the same file again (after fixing it) is a change too.
    input.value = ''
    if (!file) return
    const mine = ++attempt.current
    setState({ status: 'reading', fileName: file.name })
    let result: Awaited<ReturnType<typeof prepareImport>>
    try {
      const read = await readImportFile(file)
      result = read.ok ? await prepareImport(read.text, file.name, services) : read
    } catch (error) {
      // Not the file's fault, nor the API's as far as is known: still nothing stored, and said so.
      result = { ok: false, error: { where: null, message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}` } }
    }
    if (mine !== attempt.current) return
    setState(result.ok ? { status: 'preview', preview: result.preview, storing: false, storeError: null } : { status: 'failed', fileName: file.name, error: result.error })
  }

  const cancel = () => {
    attempt.current++
    setState({ status: 'idle' })
    inputRef.current?.focus()
  }

  const confirm = async () => {
    if (state.status !== 'preview' || state.storing) return
    const { preview } = state
    const message = successMessage(preview, document)
    const mine = ++attempt.current
    setState({ ...state, storing: true, storeError: null })
    try {
      await commitImport(preview, portfolioActions)
      if (mine !== attempt.current) return
      setState({ status: 'stored', message })
      inputRef.current?.focus()
    } catch (error) {
      if (mine !== attempt.current) return
      const reason = error instanceof Error ? error.message : String(error)
      setState({
        status: 'preview',
        preview,
        storing: false,
        storeError: `The import could not be stored: ${reason}. Try Import again (a row stored before is updated, never added twice).`,
      })
    }
  }

  const status =
    state.status === 'reading'
      ? `Reading ${state.fileName} and looking up its schemes…`
      : state.status === 'stored'
        ? state.message
        : ''

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        Import
      </Title>
      <div id={acceptedId}>
        <Text size="sm">The file is read in this browser and never uploaded. It can be:</Text>
        <ul className={classes.list}>
          <li>
            <Text size="sm" span>
              an export of this page (the JSON file of Export): its transactions, SIPs and tax classes are added back;
            </Text>
          </li>
          <li>
            <Text size="sm" span>
              the JSON that casparser writes for a CAMS or KFintech detailed statement (CAS): run <Code>casparser cas.pdf -p PASSWORD -o cas.json</Code>{' '}
              on your computer (casparser is a free Python tool: <Code>pip install casparser</Code>) and choose <Code>cas.json</Code>;
            </Text>
          </li>
          <li>
            <Text size="sm" span>
              a CSV of transactions, one row each:{' '}
              <Anchor href={template} download="my-investments-template.csv">
                Download the CSV template
              </Anchor>
              .
            </Text>
          </li>
        </ul>
        <Text size="sm" c="dimmed">
          Up to {MEGABYTES} MB. Schemes are matched by AMFI code, then ISIN; rows already imported are updated, not added twice.
        </Text>
      </div>
      <details>
        <summary>
          <Text size="sm" span>
            The CSV’s columns
          </Text>
        </summary>
        <Text size="sm" mt="xs">
          A header row first; column names in any order and case. Any error rejects the whole file and says where.
        </Text>
        <dl className={classes.columns}>
          {CSV_COLUMNS.map((column) => (
            <div key={column.name}>
              <dt>{column.name}</dt>
              <dd>
                <Text size="sm" span>
                  {column.text}
                </Text>
              </dd>
            </div>
          ))}
        </dl>
      </details>

      <div>
        <label htmlFor={inputId}>
          <Text size="sm" fw={500} span>
            Statement or export file (.json or .csv)
          </Text>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={classes.fileInput}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={acceptedId}
          onChange={onFile}
          disabled={state.status === 'preview' && state.storing}
        />
      </div>

      <div role="status">{status ? <Text size="sm">{status}</Text> : null}</div>

      {state.status === 'failed' ? (
        <Alert color="red" title={`${state.fileName} cannot be imported`}>
          <Text size="sm">
            {state.error.where && state.error.where !== 'the whole file' ? (
              <>
                <strong>{capitalized(state.error.where)}:</strong>{' '}
              </>
            ) : null}
            {state.error.message}
          </Text>
          <Text size="sm" mt="xs">
            Nothing was changed.
          </Text>
        </Alert>
      ) : null}

      {state.status === 'preview' ? (
        <>
          {state.storeError ? (
            <Alert color="red" title="Not imported">
              <Text size="sm">{state.storeError}</Text>
            </Alert>
          ) : null}
          <ImportPreview
            ref={previewRef}
            preview={state.preview}
            document={document}
            storing={state.storing}
            onConfirm={confirm}
            onCancel={cancel}
          />
        </>
      ) : null}
    </Stack>
  )
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
