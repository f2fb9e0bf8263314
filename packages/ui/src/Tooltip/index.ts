export { Tooltip, type TooltipProps, TooltipTrigger, type TooltipTriggerComponentProps } from './Tooltip.tsx';
