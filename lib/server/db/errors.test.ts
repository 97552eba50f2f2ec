import { isDatabaseUnavailable } from './errors';

/** An error as drizzle throws it: its own message with the query, the driver's error as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into "preorders" …\nparams: secret'), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', wrapped(withCode('terminating connection due to administrator command', '57P01'))],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a server crashing', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a connection failure', wrapped(withCode('connection failure', '08006'))],
    ['no connection slot', withCode('sorry, too many clients already', '53300')],
    ['a connection cut mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a query on a client whose connection was cut', wrapped(new Error('Client was closed and is not queryable'))],
    ['a query on a client after a connection error', new Error('Client has encountered a connection error and is not queryable')],
    ['a refusal on every address', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')])],
  ])('is true for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a lock timeout', withCode('canceling statement due to lock timeout', '55P03')],
    ['a syntax error', withCode('syntax error', '42601')],
    ['a programming error', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
