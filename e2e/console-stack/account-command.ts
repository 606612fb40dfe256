import { execFile } from 'node:child_process'
import { binary } from '../../scripts/dev/processes'
import { operatorEnv } from '../fixtures'

/** Runs one of the account commands with `input` on standard input, as a script would pipe it. */
export function accountCommand(action: 'add' | 'set-password' | 'remove', name: string, input: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      binary('tsx'),
      ['scripts/operator/users.ts', action, name],
      { env: operatorEnv() },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
    child.stdin!.end(input)
  })
}
