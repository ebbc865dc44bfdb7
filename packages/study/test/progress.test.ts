import { describe, expect, it } from 'vitest';
import { formatDuration, progressBar, progressLine } from '../src/index.js';

describe('progress', () => {
  it('draws a bar with an ETA from this run’s pace', () => {
    // 10 of 100 done, 5 of them in this run, in 10 s: 90 more take 180 s.
    expect(progressLine(10, 100, 5, 10_000)).toBe(`[###${'-'.repeat(27)}] 10/100 10%  ETA 3m 00s`);
    expect(progressLine(0, 10, 0, 0)).toMatch(/ETA \?$/);
    expect(formatDuration(3_725_000)).toBe('1h 02m');
    expect(formatDuration(12_400)).toBe('12s');
  });

  it('writes only to a terminal', () => {
    let text = '';
    const quiet = progressBar({ write: (t) => void (text += t), isTTY: false }, 10);
    quiet.update(5);
    quiet.finish();
    expect(text).toBe('');
    const bar = progressBar({ write: (t) => void (text += t), isTTY: true }, 10, 0, () => 0);
    bar.update(5);
    expect(text).toContain('5/10 50%');
  });
});
