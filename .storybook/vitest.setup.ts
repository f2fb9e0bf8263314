import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

// Applies the preview's decorators and the a11y checks to every story run as a test.
setProjectAnnotations([a11yAnnotations, projectAnnotations]);
