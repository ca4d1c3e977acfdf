// Where the build put the icons and client logos (scripts/build/svg-sprites.mjs): a picture in a
// sprite is shown as a view of it, `/_img/site.<hash>.svg#hotels`, not as its own file.
import fs from 'node:fs';

/** public path -> the view's URL and size, as the build wrote them. */
export const spriteViews = JSON.parse(fs.readFileSync('lib/generated/svg-sprites.json', 'utf8')) as Record<string, { src: string; width: number; height: number }>;
