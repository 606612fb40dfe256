import { Hono } from 'hono'
import type { AdminEnv } from '../base/staff/session'
import { detailsRoute } from './details'
import { noteRoutes } from './notes'
import { offlinePaymentRoute } from './offline-payments'

/** The office's hand-kept records on a registration: details corrected, cash and cheques, notes. */
export const officeRoutes = new Hono<AdminEnv>()
  .route('/', detailsRoute)
  .route('/', offlinePaymentRoute)
  .route('/', noteRoutes)
