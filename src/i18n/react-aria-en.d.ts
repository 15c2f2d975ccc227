/*
 * react-aria's English strings module (react-aria-components' copy: react-aria's packages and its own). Its package types the `react-aria-components/i18n/<locale>` files as a
 * type (`lang.d.ts` exports the type `PackageLocalizedStrings` as default), so a value import of
 * one would not compile; this says what the file is: an object of strings per package.
 */
declare module 'react-aria-components/i18n/en-US' {
  const strings: Record<string, Record<string, string | ((args: never, formatter: never) => string)>>;
  export default strings;
}
