import { lazyZodResolver } from './lazy-resolver';
import { z } from '@/lib/schemas/zh-errors';

const schema = z.strictObject({ code: z.string().regex(/^\d{6}$/, { error: '請輸入 6 位數驗證碼' }) });

describe('lazyZodResolver', () => {
  it('checks with the schema once it has loaded', async () => {
    const resolver = lazyZodResolver<{ code: string }>(async () => schema);
    const result = await resolver({ code: '12' });
    expect(result.errors.code?.message).toBe('請輸入 6 位數驗證碼');
  });

  it('lets the values through when the schema cannot load, and loads it again at the next check', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed.')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<{ code: string }>(load);
    await expect(resolver({ code: '12' })).resolves.toEqual({ values: { code: '12' }, errors: {} });
    const again = await resolver({ code: '12' });
    expect(again.errors.code?.message).toBe('請輸入 6 位數驗證碼');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
