import { contractSchemas, type ContractSchemas } from '../../contract'
import type { FormsCopy } from '../../content/forms'
import { useCopy } from '../lib/element-context'

/** One set of schemas per language's copy: built the first time a form of that language renders. */
const built = new WeakMap<FormsCopy, ContractSchemas>()

/** The contract's schemas with the messages of the element's language. */
export function useSchemas(): ContractSchemas {
  const copy = useCopy()
  let schemas = built.get(copy)
  if (!schemas) built.set(copy, (schemas = contractSchemas(copy.validation)))
  return schemas
}
