import { ApiFailure } from '@/lib/server/core/api-failure';

/** For service tests: what a call was refused with; the test fails when it succeeded or failed otherwise. */
export async function refusal(work: Promise<unknown>): Promise<ApiFailure> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}
