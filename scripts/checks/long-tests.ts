/**
 * No browser test longer than about 60 lines (from `test(` to its closing parenthesis): a longer
 * one reads better as named steps (helper functions, or e2e/ helper modules) or as several tests.
 * Prints every test over the limit, longest first, and fails if there is one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const LIMIT = 60
const TEST_CALL = /^test(\.(only|skip|fixme|fail|slow))?$/

function specFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'hosts' ? [] : specFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

function testLengths(file: string): { lines: number; where: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { lines: number; where: string }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TEST_CALL.test(node.expression.getText(source)) && node.arguments.length >= 2) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      found.push({ lines: last - first + 1, where: `${file}:${first + 1} ${node.arguments[0]!.getText(source)}` })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const tests = specFiles('e2e').flatMap(testLengths)
const long = tests.filter((test) => test.lines > LIMIT).sort((a, b) => b.lines - a.lines)
for (const test of long) console.error(`${String(test.lines).padStart(4)} lines  ${test.where}`)
console.log(`${tests.length} browser tests, ${long.length} longer than ${LIMIT} lines`)
if (long.length > 0) process.exit(1)
