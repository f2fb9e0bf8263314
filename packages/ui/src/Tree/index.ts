export { Tree, type TreeNode, type TreeProps, type TreeSelectionDetail } from './Tree.tsx';
export { type CheckState, checkStates } from './treeSelection.ts';
