export function Palette() { return null; }
