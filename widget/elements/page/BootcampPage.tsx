import { Suspense, type ReactNode } from 'react'
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

/**
 * A Suspense boundary per section lets React hydrate the pre-rendered page one section at a
 * time, yielding to the browser in between, instead of in one long task.
 */
const Part = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>

/** `<bootcamp-page>`: every section in the spec's order, in one shadow root. */
export function BootcampPage() {
  return (
    <>
      <Part><NavBar /></Part>
      <main>
        <Part><Hero /></Part>
        <Part><StatsStrip /></Part>
        <Part><ProgramSection /></Part>
        <Part><ScheduleSection /></Part>
        <Part><RegisterSection /></Part>
        <Part><SignupSection /></Part>
        <Part><ResearchSection /></Part>
        <Part><ContactSection /></Part>
      </main>
      <Part><SiteFooter /></Part>
    </>
  )
}
