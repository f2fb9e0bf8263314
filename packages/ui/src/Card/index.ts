export { Card, type CardProps, type CardSize, cardSizes } from './Card.tsx';
