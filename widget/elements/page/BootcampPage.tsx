import { ISLAND_ATTRIBUTE } from '../../markup'
import type { BootcampTag } from '../../public-types'
import { SiteFooter } from '../footer/SiteFooter'
import { Hero } from '../hero/Hero'
import { NavBar } from '../nav/NavBar'
import { ProgramSection } from '../program/ProgramSection'
import { ResearchSection } from '../research/ResearchSection'
import { ScheduleSection } from '../schedule/ScheduleSection'
import { StatsStrip } from '../stats/StatsStrip'

/**
 * Where a form goes. The build fills it with that form's own render (widget/prerender.tsx), so the
 * browser can hydrate each form alone, as it comes near, and never the static sections around it.
 * `contents`: the wrapper adds no box, so the page lays out as if the section were here.
 */
const Island = ({ tag }: { tag: BootcampTag }) => <div {...{ [ISLAND_ATTRIBUTE]: tag }} className="contents" />

/** `<bootcamp-page>`: every section in the spec's order, in one shadow root. Rendered at build time. */
export function BootcampPage() {
  return (
    <>
      <NavBar />
      <main>
        <Hero />
        <StatsStrip />
        <ProgramSection />
        <ScheduleSection />
        <Island tag="bootcamp-register" />
        <Island tag="bootcamp-signup" />
        <ResearchSection />
        <Island tag="bootcamp-contact" />
      </main>
      <SiteFooter />
    </>
  )
}
