/**
 * Which points of a day-by-day chart carry a label under their column: the last (today) and every
 * `every`-th before it, counted back from today so the labels fall on the same weekday as today.
 * Columns nearer the left edge than `edge` are left unlabelled: a centred label there would be cut
 * by the edge (at 375 px a label is about as wide as three columns).
 */
export function labelledIndices(count: number, every: number, edge = 2): number[] {
  const indices: number[] = []
  for (let index = count - 1; index >= edge || (index >= 0 && indices.length === 0); index -= every) {
    indices.unshift(index)
  }
  return indices
}
