import type { Db } from '../db/db';
import { rscServices } from './services';

/** The database, for server components and server functions. */
export function db(): Db {
  return rscServices().db;
}
