/*
 * What the browser build gets for `@radix-ui/react-dialog` (vite.config.ts). cmdk bundles its own
 * `Command.Dialog` on Radix's dialog into the same module as `Command`, so the bundler cannot drop it,
 * and it brought ~9 kB gzip (Radix's dialog, focus scope, dismissable layer, react-remove-scroll) into
 * the palette's chunk. The palette draws its dialog with react-aria (Palette.tsx) and never renders
 * `Command.Dialog`; these stand-ins fail loudly if something ever does
 * (docs/decisions/064-shell-bundle-and-palette-timing.md).
 */
function unused(): never {
  throw new Error("cmdk's Command.Dialog is not in this build: draw the dialog with react-aria (src/views/palette/Palette.tsx)");
}

export const Root = unused;
export const Portal = unused;
export const Overlay = unused;
export const Content = unused;
