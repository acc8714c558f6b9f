import { loadedModule, loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('given several calls, should load once, give the same promise, then the module at once', async () => {
    const loader = vi.fn(() => Promise.resolve({ value: 1 }));
    const first = loadOnce(loader);
    expect(loadOnce(loader)).toBe(first);
    expect(loadedModule(loader)).toBeUndefined();
    await expect(first).resolves.toEqual({ value: 1 });
    expect(loadedModule(loader)).toEqual({ value: 1 });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('given a failed load, should reject, then try again on the next call', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    await expect(loadOnce(loader)).rejects.toThrow('offline');
    await expect(loadOnce(loader)).resolves.toBe('module');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
