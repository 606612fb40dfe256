import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import type { ListName } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { requestEndpoint } from '../api'
import { useCan } from './access'
import { BASE, navigate } from '../router'
import { filterAddress } from './filter-address'
import { INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON } from './Status'

export interface FilterField {
  name: string
  label: string
  type?: 'text' | 'search' | 'date' | 'number'
  options?: Record<string, string>
  hint?: string
}

/** On a phone, two short fields (ages, dates) share a row; text, search and choices take a whole one. */
const WIDE = new Set(['search', 'text'])

/** The CSV of what the filter shows, fetched by POST (the search text stays out of any URL) and saved under the server's file name. */
async function downloadCsv(list: ListName, filter: Record<string, string>) {
  const response = await requestEndpoint('exportList', { list }, filter)
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${list}.csv`
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  // The click has handed the file to the browser's download; the blob is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The filters of one list. Applying writes them to the address, which the list reads, except
 * the search text, which goes to the history entry: a name or an address never sits in a URL.
 */
export function FilterForm({
  list,
  fields,
  shown,
  filter,
}: {
  list: ListName
  fields: FilterField[]
  shown: URLSearchParams
  filter: Record<string, string>
}) {
  const can = useCan()
  const exportCsv = useMutation({ mutationFn: () => downloadCsv(list, filter) })
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { to, searchText } = filterAddress(`${BASE}/${list}`, new FormData(event.currentTarget))
    navigate(to, { searchText })
  }
  return (
    <form
      key={shown.toString()}
      onSubmit={apply}
      role="search"
      aria-label={ADMIN.filters.legend}
      className="mb-5 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {fields.map((field) => (
          <label
            key={field.name}
            className={LABEL + (WIDE.has(field.type ?? 'text') || field.options ? ' col-span-2' : ' col-span-1')}
          >
            {field.label}
            {field.options ? (
              <select name={field.name} defaultValue={shown.get(field.name) ?? ''} className={INPUT}>
                <option value="">{ADMIN.filters.any}</option>
                {Object.entries(field.options).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                name={field.name}
                type={field.type ?? 'text'}
                defaultValue={shown.get(field.name) ?? ''}
                placeholder={field.hint}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                className={INPUT}
              />
            )}
          </label>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON}>
          {ADMIN.filters.apply}
        </button>
        <button type="button" onClick={() => navigate(`${BASE}/${list}`)} className={SECONDARY_BUTTON}>
          {ADMIN.filters.clear}
        </button>
        {can('exports') && (
          <button
            type="button"
            disabled={exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
            className={SECONDARY_BUTTON + ' sm:ml-auto'}
          >
            {ADMIN.filters.export}
          </button>
        )}
      </div>
      <MutationStatus mutation={exportCsv} className="mt-2 min-h-5 text-sm font-semibold" />
    </form>
  )
}
