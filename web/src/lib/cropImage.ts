import type { Area } from 'react-easy-crop';
import { avatarSide } from '@/lib/validation/avatar';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = url;
  });
}

/** Cuts `area` (in the image's own pixels) out of the image and scales it to the 200 x 200 avatar PNG. */
export async function cropToAvatar(url: string, area: Area): Promise<Blob> {
  const image = await loadImage(url);
  const canvas = document.createElement('canvas');
  canvas.width = avatarSide;
  canvas.height = avatarSide;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, avatarSide, avatarSide);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/png',
    );
  });
}
