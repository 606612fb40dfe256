import { SETTINGS } from '../../content/settings'
import { Heading } from '../ui/Heading'
import { RetentionSetting } from './RetentionSetting'

/** Settings of the whole console, each its own section: for now, how long data is kept. */
export function SettingsScreen() {
  return (
    <>
      <Heading intro={SETTINGS.intro}>{SETTINGS.heading}</Heading>
      <RetentionSetting />
    </>
  )
}
