/** Small real images for upload tests, made with sharp (a JPEG carries EXIF text to prove it is stripped). */
import sharp from 'sharp';

export const EXIF_MARKER = 'secret-camera-owner';

export const pngImage = (width = 640, height = 320, colour = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

export const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#a52' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: EXIF_MARKER, Artist: EXIF_MARKER } })
    .toBuffer();

export const gifImage = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();

export const imageSize = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};
