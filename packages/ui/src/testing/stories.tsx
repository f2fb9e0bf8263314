import type { Decorator } from '@storybook/react-vite';
import type { ComponentType, CSSProperties, ReactElement } from 'react';
import { expect } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';

/**
 * A story render that shows the meta's component with the story's args inside a box of a set size,
 * as the page around it would give it: wrapping and responsive layouts then show as they do in use.
 */
export function renderInBox<Args extends object>(box: CSSProperties) {
  // A story's render function, not a component: Storybook calls it with the args and context.
  return (args: Args, context: { component?: ComponentType<Args> }): ReactElement => {
    const Component = context.component;
    if (!Component) throw new Error('renderInBox needs the meta to name its component');
    return (
      <div style={box}>
        <Component {...args} />
      </div>
    );
  };
}

/** A decorator that puts the story in a box of a set size (a field's width, room for its popover). */
export function inBox(box: CSSProperties): Decorator {
  return (Story) => <div style={box}>{Story()}</div>;
}

/** The size control of the form fields' stories: the one size scale every field shares. */
export const fieldSizeArgTypes = { size: { control: 'inline-radio', options: fieldSizes } } as const;

/** What every form field's stories share: the size control, and a box as wide as a form gives it. */
export function fieldStoryFrame(width: number) {
  return { argTypes: fieldSizeArgTypes, decorators: [inBox({ width })] };
}

interface Queries {
  getByRole: (role: string, options: { name: string | RegExp }) => HTMLElement;
}

/**
 * The next Tab lands on the control with this role and name: it is in the tab order where the story
 * expects it, and named by its label. Returns it for the rest of the play.
 */
export async function expectTabTo(
  canvas: Queries,
  user: { tab: () => Promise<void> },
  role: string,
  name: string | RegExp,
): Promise<HTMLElement> {
  await user.tab();
  const control = canvas.getByRole(role, { name });
  await expect(control).toHaveFocus();
  return control;
}

/** The locales the kit ships strings for, as the preview's locale global names them. */
export type StoryLocale = 'zh-CN' | 'zh-TW' | 'en-US';

/** A story as these helpers see it: whatever it holds, and maybe its globals (theme, locale). */
type StoryVariant<S> = S & { globals?: Record<string, unknown> };

/**
 * The same story in the dark theme: args, render and play kept, so what it checks in light is
 * checked again in dark. Without a story, the meta's default story in dark.
 */
export function inDarkTheme<S extends object = object>(story?: StoryVariant<S>): S {
  return { ...story, globals: { ...story?.globals, theme: 'dark' } } as S;
}

/** The story in another locale: its args give that locale's texts, its play checks what the locale changes. */
export function inLocale<S extends object>(locale: StoryLocale, story: StoryVariant<S>): S {
  return { ...story, globals: { ...story.globals, locale } };
}
