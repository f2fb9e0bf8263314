// The stories make their metas from the Storybook preview; it is named from here so that a story
// file's import stays short and ends in `/preview.tsx`, which is how Storybook recognises it.
export { default } from '../../../../.storybook/preview.tsx';
