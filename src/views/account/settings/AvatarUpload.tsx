import type { Me } from '../../../domain/auth/contract.ts';
import { PictureUpload } from './PictureUpload.tsx';

/** Profile photo (spec 1 §7): the shared picture upload with use 'profile_photo'. */
export function AvatarUpload({ me }: { me: Me }) {
  return <PictureUpload me={me} kind="avatar" />;
}
