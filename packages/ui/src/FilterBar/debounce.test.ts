import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce.ts';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last arguments, after the calls stop for the delay', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 500);
    debouncer.schedule('a');
    vi.advanceTimersByTime(300);
    debouncer.schedule('ab');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith('ab');
    expect(debouncer.isPending()).toBe(false);
  });

  it('flushes a waiting call at once and never runs it twice', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 500);
    debouncer.schedule(1);
    debouncer.flush();
    expect(run).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledOnce();
    debouncer.flush();
    expect(run).toHaveBeenCalledOnce();
  });

  it('cancels a waiting call', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 500);
    debouncer.schedule(1);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('treats a negative delay as none', () => {
    const run = vi.fn();
    createDebouncer(run, -5).schedule();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });
});
