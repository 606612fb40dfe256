import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Page } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { SECONDARY_BUTTON, Status } from './Status'

/**
 * Around every list: loading and failure states, "Nothing matches", how many rows are shown
 * (announced as it changes) and the button for the next page.
 */
export function ListFrame<T>({
  query,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>
  children: (items: T[]) => ReactNode
}) {
  if (query.isPending) return <Status>{ADMIN.loading}</Status>
  if (query.isError) return <Status error={query.error} onRetry={() => void query.refetch()} />
  const items = query.data.pages.flatMap((page) => page.items)
  return (
    <>
      {items.length ? (
        children(items)
      ) : (
        <p className="rounded-brand bg-surface p-6 text-muted ring-1 ring-black/5">{ADMIN.table.empty}</p>
      )}
      <div className="mt-4 flex items-center gap-4">
        <p role="status" className="text-sm text-muted">
          {ADMIN.table.shown(items.length)}
        </p>
        {query.hasNextPage && (
          <button
            type="button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            className={SECONDARY_BUTTON}
          >
            {query.isFetchingNextPage ? ADMIN.loading : ADMIN.table.more}
          </button>
        )}
      </div>
    </>
  )
}

/** A wide table scrolls sideways on a phone inside a region the keyboard can reach. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-brand bg-surface shadow-sm ring-1 ring-black/5 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">{children}</table>
    </section>
  )
}

export const TH = 'border-b border-black/10 px-3 py-2.5 font-semibold text-muted'
export const TD = 'border-b border-black/5 px-3 py-2.5 align-top'
