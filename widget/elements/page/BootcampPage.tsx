import { ContactSection } from '../contact/ContactSection'
import { SiteFooter } from '../footer/SiteFooter'
import { Hero } from '../hero/Hero'
import { NavBar } from '../nav/NavBar'
import { ProgramSection } from '../program/ProgramSection'
import { RegisterSection } from '../register/RegisterSection'
import { ResearchSection } from '../research/ResearchSection'
import { ScheduleSection } from '../schedule/ScheduleSection'
import { SignupSection } from '../signup/SignupSection'
import { StatsStrip } from '../stats/StatsStrip'

/** `<bootcamp-page>`: every section in the spec's order, in one shadow root. */
export function BootcampPage() {
  return (
    <>
      <NavBar />
      <main>
        <Hero />
        <StatsStrip />
        <ProgramSection />
        <ScheduleSection />
        <RegisterSection />
        <SignupSection />
        <ResearchSection />
        <ContactSection />
      </main>
      <SiteFooter />
    </>
  )
}
