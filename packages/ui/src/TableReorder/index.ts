export { DragHandle, type RowDropPosition, TableReorder, type TableReorderProps } from './TableReorder.tsx';
