import type { Check } from './account';

export const avatarExtensions = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const avatarMaxBytes = 2_097_152;
/** The crop box, and the size of the PNG that is uploaded. */
export const avatarSide = 200;

/** The `accept` list of the file chooser; checkAvatarFile still checks, as the chooser can be overridden. */
export const avatarAccept = avatarExtensions.map((extension) => `.${extension}`).join(',');

/** Only gif, jpg, jpeg, png, bmp and webp ('File type not support'), at most 2 MB ('Exceed max size limit'). */
export function checkAvatarFile(file: { name: string; size: number }): Check {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known: readonly string[] = avatarExtensions;
  if (!file.name.includes('.') || !known.includes(extension)) return 'fileType';
  return file.size > avatarMaxBytes ? 'fileSize' : undefined;
}
