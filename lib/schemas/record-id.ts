import { z } from './zh-errors';

/** A record's id in a call's path or body, read in lower case as the database answers it (so `Set`s and `find`s agree with it). */
export const recordId = (error: string) => z.uuid({ error }).transform((id) => id.toLowerCase());
