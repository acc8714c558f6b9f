export { Container, containerSizes } from './Container.tsx';
export type { ContainerProps, ContainerOwnProps, ContainerSize } from './Container.tsx';
