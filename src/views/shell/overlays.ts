/* What ./deferred.ts loads: the shell's overlays, one chunk (react-aria's menus, popovers and modals). */
export { AvatarMenu } from './AvatarMenu.tsx';
export { ClassicDropdownMenu } from './ClassicDropdownMenu.tsx';
export { LanguageMenu } from './LanguageMenu.tsx';
export { ManagerContactCard } from './ManagerContactCard.tsx';
export { MobileMenuDialog } from './MobileMenuDialog.tsx';
