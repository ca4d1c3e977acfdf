// Comparing two screenshots of one size, pixel by pixel (sharp decodes the PNGs).
import { expect } from '@playwright/test';
import sharp from 'sharp';

/**
 * How far apart two screenshots are: `share`, the share of pixels that differ by more than a
 * shade (32 of 255) in some channel, and `mean`, the mean difference of all channels (0-255).
 */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<{ share: number; mean: number }> {
  const [one, two] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  expect([two!.info.width, two!.info.height]).toEqual([one!.info.width, one!.info.height]);
  const channels = one!.info.channels;
  let differing = 0;
  let total = 0;
  for (let i = 0; i < one!.data.length; i += channels) {
    let far = false;
    for (let c = 0; c < channels; c++) {
      const difference = Math.abs(one!.data[i + c]! - two!.data[i + c]!);
      total += difference;
      if (difference > 32) far = true;
    }
    if (far) differing++;
  }
  const pixels = one!.data.length / channels;
  return { share: differing / pixels, mean: total / one!.data.length };
}
