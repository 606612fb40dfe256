import { createContext, useContext } from 'react'
import type { Me } from '../../contract/admin'
import type { Capability } from '../../contract/roles'

const MeContext = createContext<Me | null>(null)

/** Who is signed in, for every screen below the shell (the console provides it once signed in). */
export const MeProvider = MeContext.Provider

/**
 * What the signed-in account may do (Me.capabilities). The console shows only these screens and
 * buttons; the worker's 403 stays the real guard. Outside a session (the sign-in and welcome
 * pages) nothing is allowed.
 */
export function useCan(): (capability: Capability) => boolean {
  const me = useContext(MeContext)
  return (capability) => me?.capabilities.includes(capability) ?? false
}

/** The signed-in account (null outside a session). */
export const useMe = () => useContext(MeContext)
