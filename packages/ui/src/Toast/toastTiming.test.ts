import { describe, expect, it } from 'vitest';
import { defaultToastTimeout, toastTimeoutFor, toastTones } from './toastTiming.ts';

describe('toastTimeoutFor', () => {
  it.each(toastTones.filter((tone) => tone !== 'error'))('dismisses a %s toast after 5 s by default', (tone) => {
    expect(toastTimeoutFor(tone)).toBe(defaultToastTimeout);
    expect(defaultToastTimeout).toBe(5000);
  });

  it('keeps an error until it is closed', () => {
    expect(toastTimeoutFor('error')).toBeUndefined();
  });

  it("follows the caller's timeout, for errors too", () => {
    expect(toastTimeoutFor('success', 8000)).toBe(8000);
    expect(toastTimeoutFor('error', 10000)).toBe(10000);
  });

  it('keeps a toast whose timeout is null, zero or negative', () => {
    expect(toastTimeoutFor('success', null)).toBeUndefined();
    expect(toastTimeoutFor('info', 0)).toBeUndefined();
    expect(toastTimeoutFor('warning', -1)).toBeUndefined();
  });
});
