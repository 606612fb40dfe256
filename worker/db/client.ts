import { drizzle } from 'drizzle-orm/d1'
import type { Database } from '../env'
import * as schema from './schema'

/** The typed drizzle client over the D1 binding: requests, the queue consumer and the sweep. */
export const openDatabase = (d1: D1Database): Database => drizzle(d1, { schema })
