import type { ReactNode } from 'react'
import type { ListName } from '../../contract/admin'
import { FilterForm, type FilterField } from './FilterForm'
import { Heading } from './Heading'
import { ListFrame } from './ListFrame'
import { useFilters, useSearchList } from './list'

/** A filtered list screen: its heading, its filters (kept in the address), then its rows a page at a time. */
export function ListScreen<T>({
  list,
  title,
  fields,
  children,
}: {
  list: ListName
  title: string
  fields: FilterField[]
  children: (rows: T[]) => ReactNode
}) {
  const { shown, filter } = useFilters()
  const query = useSearchList<T>(list, filter)
  return (
    <>
      <Heading>{title}</Heading>
      <FilterForm list={list} fields={fields} shown={shown} filter={filter} />
      <ListFrame query={query}>{children}</ListFrame>
    </>
  )
}
