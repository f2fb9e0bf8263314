import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from './preview.tsx';

// Visual tests render composed stories outside Storybook: they need the preview's decorators.
setProjectAnnotations([preview]);
