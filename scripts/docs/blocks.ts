/**
 * The `<!-- generated:NAME -->…<!-- /generated:NAME -->` blocks of a document, filled anew: the
 * same markers as the README's element tables (scripts/build/custom-elements.ts).
 */
export function fillBlocks(document: string, text: string, blocks: Record<string, string>): string {
  let filled = text
  for (const [name, markdown] of Object.entries(blocks)) {
    const block = new RegExp(`(<!-- generated:${name} -->\\n)[\\s\\S]*?(<!-- /generated:${name} -->)`)
    if (!block.test(filled)) throw new Error(`${document} has no generated:${name} block`)
    filled = filled.replace(block, (_, start: string, end: string) => `${start}${markdown}\n${end}`)
  }
  return filled
}

/** A markdown table; a `|` inside a cell is escaped so it stays one cell. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`
  return [line(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n')
}
