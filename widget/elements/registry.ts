import type { ComponentType } from 'react'
import { ContactSection } from './contact/ContactSection'
import { SiteFooter } from './footer/SiteFooter'
import { Hero } from './hero/Hero'
import { NavBar } from './nav/NavBar'
import { BootcampPage } from './page/BootcampPage'
import { ProgramSection } from './program/ProgramSection'
import { RegisterSection } from './register/RegisterSection'
import { ResearchSection } from './research/ResearchSection'
import { ScheduleSection } from './schedule/ScheduleSection'
import { SignupSection } from './signup/SignupSection'
import { StatsStrip } from './stats/StatsStrip'

/** Every custom element of the widget and the section it renders. */
export const ELEMENTS: Record<string, ComponentType> = {
  'bootcamp-nav': NavBar,
  'bootcamp-hero': Hero,
  'bootcamp-stats': StatsStrip,
  'bootcamp-program': ProgramSection,
  'bootcamp-schedule': ScheduleSection,
  'bootcamp-register': RegisterSection,
  'bootcamp-signup': SignupSection,
  'bootcamp-research': ResearchSection,
  'bootcamp-contact': ContactSection,
  'bootcamp-footer': SiteFooter,
  'bootcamp-page': BootcampPage,
}
