import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { layoutGaps } from '../Stack/Stack.tsx';
import { vars } from '../theme/contract.css.ts';

// What the layout primitives' stories share: plain boxes to lay out, and measuring where the
// browser put them, so a play checks the layout itself and not only the class names.

/** The controls of every layout primitive's stories: the gap from the spacing scale, and its alignments. */
export function layoutArgTypes(aligns: readonly string[]) {
  return {
    gap: { control: 'select', options: layoutGaps },
    align: { control: 'inline-radio', options: aligns },
  } as const;
}

/** A framed box with a text, standing for any content a layout places. */
export function DemoBox({ children, height }: { children: ReactNode; height?: number }) {
  return (
    <div
      style={{
        padding: '8px 12px',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        minHeight: height,
        boxSizing: 'border-box',
      }}
    >
      {children}
    </div>
  );
}

/** Boxes numbered from 1, named in Chinese as the stories' other texts are. */
export function demoBoxes(count: number, label = '区块'): ReactNode[] {
  return Array.from({ length: count }, (_, index) => `${label} ${index + 1}`).map((text) => (
    <DemoBox key={text}>{text}</DemoBox>
  ));
}

/** The box drawn for an element, in the page's pixels. */
export function boxOf(element: Element): DOMRect {
  return element.getBoundingClientRect();
}

/** The element's computed value of a CSS property. */
export function cssOf(element: Element, property: string): string {
  return getComputedStyle(element).getPropertyValue(property);
}

/** `after` starts `gap` pixels below `before`'s end (within a pixel, for rounding). */
export async function expectBelow(before: Element, after: Element, gap: number): Promise<void> {
  await expect(Math.abs(boxOf(after).top - boxOf(before).bottom - gap)).toBeLessThan(1);
}

/** `after` starts `gap` pixels to the right of `before`'s end (within a pixel, for rounding). */
export async function expectBeside(before: Element, after: Element, gap: number): Promise<void> {
  await expect(Math.abs(boxOf(after).left - boxOf(before).right - gap)).toBeLessThan(1);
}
