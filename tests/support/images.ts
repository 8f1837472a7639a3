// Real images for upload tests, made with sharp: uploads are decoded and re-encoded, so the bytes
// must be a picture, not just the right leading bytes.
import sharp from "sharp";

const RED = { r: 200, g: 40, b: 60 };

/** A plain-colour image of the given size and format. */
export async function image(format: "png" | "jpeg" | "gif" | "webp", width = 8, height = 8) {
  const canvas = sharp({ create: { width, height, channels: 3, background: RED } });
  return new Uint8Array(await canvas.toFormat(format).toBuffer());
}

/** A camera photo: JPEG with EXIF naming the camera and a GPS position. */
export async function photoWithGps(width = 640, height = 480) {
  const canvas = sharp({ create: { width, height, channels: 3, background: RED } });
  const jpeg = await canvas
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Spy 3000" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2413/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 4013/100",
      },
    })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** A real JPEG followed by padding up to exactly `size` bytes (decoders stop at the image's end). */
export async function jpegOfSize(size: number) {
  const jpeg = await image("jpeg", 64, 64);
  const out = new Uint8Array(size);
  out.set(jpeg);
  return out;
}

export const metadataOf = (bytes: Uint8Array | ArrayBuffer) =>
  sharp(Buffer.from(bytes as ArrayBuffer)).metadata();
