export {
  type DescriptionItem,
  Descriptions,
  type DescriptionsColumns,
  type DescriptionsProps,
  descriptionsColumns,
} from './Descriptions.tsx';
