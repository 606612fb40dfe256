/**
 * `npm run lint` step: no import circle among our own modules. Each program's files (the four
 * tsconfigs) are read with TypeScript's parser; every import or re-export, `import type` included,
 * is resolved as the program resolves it, and any strongly connected group of two or more files,
 * or a file importing itself, is printed and fails the check. A circle at run time makes the
 * order modules initialise in depend on which one is loaded first; a circle of types alone still
 * ties a base module to the features that should depend on it, so it fails too.
 *
 * It also holds the worker's one layering rule: `worker/base/` (sessions, audit, the database, the
 * clock, errors, the outbox) is what features build on, so it imports no feature: a file there
 * that imports a worker file outside `worker/base/` fails (its tests excepted).
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import ts from 'typescript'

const PROGRAMS = ['tsconfig.worker.json', 'tsconfig.widget.json', 'tsconfig.admin.json', 'tsconfig.node.json']

/** The modules a file imports or re-exports, types included, as specifiers. */
function imports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
  }
  return specifiers
}

/** Tarjan's strongly connected components: each circle of files. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    order.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!))
    }
    if (low.get(node) !== order.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group)
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return found
}

const graph = new Map<string, string[]>()
for (const program of PROGRAMS) {
  const { config } = ts.readConfigFile(program, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, process.cwd())
  for (const file of parsed.fileNames.filter((name) => !name.endsWith('.d.ts'))) {
    const targets = imports(file)
      .map(
        (specifier) => ts.resolveModuleName(specifier, file, parsed.options, ts.sys).resolvedModule?.resolvedFileName,
      )
      .filter(
        (target): target is string =>
          target !== undefined && !target.includes('/node_modules/') && !target.endsWith('.d.ts'),
      )
    graph.set(file, [...new Set([...(graph.get(file) ?? []), ...targets])])
  }
}

const BASE = 'worker/base/'
const isFeature = (file: string) => file.startsWith('worker/') && !file.startsWith(BASE)
const baseImportsFeature = [...graph].flatMap(([file, targets]) => {
  const from = relative(process.cwd(), file)
  // A base module's tests may build the app around it; only the base's own code is held to the rule.
  if (!from.startsWith(BASE) || from.endsWith('.test.ts')) return []
  return targets
    .map((target) => relative(process.cwd(), target))
    .filter(isFeature)
    .map((to) => `${from} -> ${to}`)
})
for (const edge of baseImportsFeature) console.error(`base imports a feature: ${edge}`)

const found = circles(graph)
for (const group of found)
  console.error(`import circle: ${group.map((file) => relative(process.cwd(), file)).join(' -> ')}`)
if (found.length > 0 || baseImportsFeature.length > 0) process.exit(1)
console.log(`no import circle among ${graph.size} modules, and worker/base/ imports no feature`)
