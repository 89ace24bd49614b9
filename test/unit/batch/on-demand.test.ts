import { describe, expect, it } from 'vitest';
import { onDemand } from '../../../src/features/batch/use-on-demand.ts';

describe('onDemand', () => {
  it('loads once for every caller and tells subscribers when the code is here', async () => {
    let imports = 0;
    const part = onDemand(() => {
      imports++;
      return Promise.resolve({ answer: 42 });
    });
    let told = 0;
    const unsubscribe = part.subscribe(() => told++);
    expect(part.current()).toBeNull();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(await part.load()).toBe(first);
    expect(part.current()).toBe(first);
    expect({ imports, told }).toEqual({ imports: 1, told: 1 });
    unsubscribe();
  });

  it('loads again after a failed load', async () => {
    let attempts = 0;
    const part = onDemand(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('code'),
    );
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current()).toBeNull();
    expect(await part.load()).toBe('code');
    expect(attempts).toBe(2);
  });
});
