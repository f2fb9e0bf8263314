// The preview lives beside the kit's stories, which make their metas from it.
export { default } from '../packages/ui/src/testing/preview.tsx';
