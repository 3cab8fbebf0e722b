export { DirectionProvider, useDirection, type DirectionProviderProps } from "./direction-provider.js";
