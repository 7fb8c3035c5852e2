import { describe, expect, it } from 'vitest';
import { settleAll } from './pipeline';

describe('settleAll', () => {
  it('gives every value in order', async () => {
    expect(await settleAll([Promise.resolve(1), 'two', Promise.resolve([3])])).toEqual([1, 'two', [3]]);
  });

  it('throws the first error in the order given, only once everything has answered', async () => {
    let lateDone = false;
    const late = new Promise((resolve) => setTimeout(() => resolve((lateDone = true)), 20));
    await expect(
      settleAll([Promise.resolve(1), Promise.reject(new Error('first')), Promise.reject(new Error('second')), late]),
    ).rejects.toThrow('first');
    expect(lateDone).toBe(true);
  });
});
