import { useCallback } from 'react'
import type { ContractSchemas } from '../../contract/schemas'
import type { FormsCopy } from '../../content/forms'
import { useCopy } from '../lib/element-context'

/**
 * One set of schemas per language's copy. They come with zod in a chunk of their own, fetched when
 * the visitor first types or sends: a form shows, hydrates and takes input without them (and the
 * worker validates every request again).
 */
const built = new WeakMap<FormsCopy, Promise<ContractSchemas>>()

function schemasFor(copy: FormsCopy): Promise<ContractSchemas> {
  let schemas = built.get(copy)
  if (!schemas)
    built.set(
      copy,
      (schemas = import('../../contract/schemas').then(
        (module) => module.contractSchemas(copy.validation),
        (error: unknown) => {
          // A chunk that failed to arrive (the connection dropped) is asked for again next time.
          built.delete(copy)
          throw error
        },
      )),
    )
  return schemas
}

/** The contract's schema `name`, with the messages of the element's language, fetched on first call. */
export function useSchema<Name extends keyof ContractSchemas>(name: Name): () => Promise<ContractSchemas[Name]> {
  const copy = useCopy()
  return useCallback(() => schemasFor(copy).then((schemas) => schemas[name]), [copy, name])
}
