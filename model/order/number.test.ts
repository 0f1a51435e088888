import { describe, expect, it } from 'vitest';
import {
  makeOrderNumber,
  orderNumberAlphabet,
  orderNumberPattern,
  readOrderNumber,
} from './number';

describe('order numbers', () => {
  it('are MT- and six letters and digits without look-alikes', () => {
    for (let draw = 0; draw < 200; draw++) {
      const number = makeOrderNumber((length) => crypto.getRandomValues(new Uint8Array(length)));
      expect(number).toMatch(orderNumberPattern);
    }
    for (const lookalike of ['0', 'O', '1', 'I', 'L']) {
      expect(orderNumberAlphabet).not.toContain(lookalike);
    }
  });

  it('come from the bytes given, every byte to a letter or digit', () => {
    expect(makeOrderNumber(() => new Uint8Array([0, 1, 30, 31, 255, 62]))).toBe('MT-23Z292');
  });

  it('are read as typed loosely, and nothing else is one', () => {
    for (const typed of ['MT-4K7Q2P', 'mt-4k7q2p', ' mt 4k7q2p ', 'MT4K7Q2P', '4k7q2p']) {
      expect(readOrderNumber(typed)).toBe('MT-4K7Q2P');
    }
    for (const typed of ['', 'MT-4K7Q2', 'MT-4K7Q2PX', 'MT-0K7Q2P', 'Hq3kT0rDeR2024xYz91A']) {
      expect(readOrderNumber(typed)).toBeNull();
    }
  });
});
