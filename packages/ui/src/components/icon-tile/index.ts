export { IconTile, iconTileVariants, type IconTileProps } from "./icon-tile.js";
