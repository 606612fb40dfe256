import type { SignedInDevice } from '../../contract/admin'

/** One browser and system ("Chrome on Linux") with every session of the account signed in from it. */
export interface DeviceGroup {
  device: string | null
  ids: string[]
  /** The latest use of any of its sessions. */
  lastSeenAt: string
  /** It holds the session of the browser asking: its sessions other than this one may be ended. */
  current: boolean
}

/**
 * The account's sessions grouped by the browser and system they name, most recently used first:
 * a staff member signing in every morning on one laptop reads one line, not one per morning.
 */
export function groupDevices(sessions: readonly SignedInDevice[]): DeviceGroup[] {
  const groups = new Map<string | null, DeviceGroup>()
  for (const session of sessions) {
    const group = groups.get(session.device) ?? { device: session.device, ids: [], lastSeenAt: '', current: false }
    if (!session.current) group.ids.push(session.id)
    if (session.lastSeenAt > group.lastSeenAt) group.lastSeenAt = session.lastSeenAt
    group.current ||= session.current
    groups.set(session.device, group)
  }
  return [...groups.values()].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt))
}
