export { ItemVisual } from './item-visual';
