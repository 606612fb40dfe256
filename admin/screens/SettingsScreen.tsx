import { SETTINGS } from '../../content/settings'
import { Heading } from '../ui/Heading'
import { LegalHoldSetting } from './LegalHoldSetting'
import { RetentionSetting } from './RetentionSetting'

/** Settings of the whole console, each its own section: how long data is kept, and held records. */
export function SettingsScreen() {
  return (
    <>
      <Heading intro={SETTINGS.intro}>{SETTINGS.heading}</Heading>
      <RetentionSetting />
      <LegalHoldSetting />
    </>
  )
}
