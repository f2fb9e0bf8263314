import type { ComponentType } from 'react';
import { act } from 'react';
import { setInteractionModality } from 'react-aria';
import { createRoot, type Root } from 'react-dom/client';
import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

// The story is rendered inside React's act(), which warns unless React is told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { root: Root; container: HTMLElement } | undefined;

/**
 * Renders a story (with the preview's decorators: theme and locale) alone on the
 * page and compares it with its committed baseline screenshot. An unintended visual change fails.
 * `prepare`, when given, acts on the rendered story first (types, opens a menu) for a state that
 * only a user's actions reach.
 */
export async function expectStoryToLookTheSame(
  name: string,
  story: { Component: ComponentType },
  prepare?: (container: HTMLElement) => Promise<void>,
): Promise<void> {
  if (mounted) {
    const previous = mounted;
    act(() => previous.root.unmount());
    previous.container.remove();
  }
  // The pointer rests where an earlier test left it, and whatever it rests on looks hovered: it is
  // put in the page's top-left corner first, where no story has anything to hover.
  const park = document.createElement('div');
  park.style.cssText = 'position:fixed;left:0;top:0;width:2px;height:2px;z-index:2147483647';
  document.body.append(park);
  await userEvent.hover(park);
  park.remove();
  // Moving the pointer tells react-aria the user now points, which hides keyboard focus rings; the
  // baselines show a fresh page's state, where focus rings show.
  setInteractionModality('virtual');
  const container = document.createElement('div');
  container.style.display = 'inline-block';
  container.setAttribute('data-visual', name);
  document.body.append(container);
  const root = createRoot(container);
  mounted = { root, container };
  await act(async () => root.render(<story.Component />));
  await prepare?.(container);
  await document.fonts.ready;
  await expect.element(page.elementLocator(container)).toMatchScreenshot(name);
}
