import type { ComponentType } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

let mounted: { root: Root; container: HTMLElement } | undefined;

/**
 * Renders a composed story (decorators of the preview included: theme and locale) alone on the
 * page and compares it with its committed baseline screenshot. An unintended visual change fails.
 * `prepare`, when given, acts on the rendered story first (types, opens a menu) for a state that
 * only a user's actions reach.
 */
export async function expectStoryToLookTheSame(
  name: string,
  Story: ComponentType,
  prepare?: (container: HTMLElement) => Promise<void>,
): Promise<void> {
  if (mounted) {
    const previous = mounted;
    act(() => previous.root.unmount());
    previous.container.remove();
  }
  const container = document.createElement('div');
  container.style.display = 'inline-block';
  container.setAttribute('data-visual', name);
  document.body.append(container);
  const root = createRoot(container);
  mounted = { root, container };
  await act(async () => root.render(<Story />));
  await prepare?.(container);
  await document.fonts.ready;
  await expect.element(page.elementLocator(container)).toMatchScreenshot(name);
}
