export { Container, containerVariants, type ContainerProps } from "./container.js";
