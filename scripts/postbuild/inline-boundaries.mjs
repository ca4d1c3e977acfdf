// After `next build`, before the paint-first and Content-Security-Policy steps: puts the page
// blocks that React streamed out of order back where they belong.
//
// Each page block is a Suspense boundary (components/ui/HydrationBoundary.tsx), so React hydrates
// and commits the blocks one by one instead of the whole page in one long task. When rendering,
// React sends the first ~12.8 KB of such boundaries in place and every later one "outlined", as a
// server streams: an empty <template id="B:n"> where it belongs, the content further down in a
// hidden <div id="S:n">, and an inline script ($RC) that moves it in place up to 300 ms after the
// first paint. An exported file has nothing to stream, and content that only shows once a script
// has run is hidden from visitors without JavaScript and late for everyone else. So the content
// goes back into its boundary here, exactly as $RC would leave it (<!--$-->content<!--/$-->, which
// React hydrates as a completed boundary), and React's streaming scripts are dropped.
//
// Any streaming markup this step does not know (a boundary with a fallback, a partly streamed
// segment, a client-rendered boundary) fails the build instead of shipping a page that may hide
// its content.
//
//   import { inlineBoundaries } from './inline-boundaries.mjs'; const html2 = inlineBoundaries(html);

// React numbers boundaries and segments in base 36: S:9, then S:a, … S:10.
const SEGMENT_START = /<div hidden id="(S:[0-9a-z]+)">/;
/** React's script that notes the first paint, for $RC's reveal timing. */
const PAINT_MARK = /<script(?: id="[^"<>]*")?>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/;
/** React's reveal runtime, which the first outlined boundary's script defines before calling $RC. */
const RUNTIME = /^\$RB=\[\];\$RV=function[^]*;\s*\$RC=function[^]*;$/;
const LEFTOVERS = [/<template id="[A-Z]:/, /<div hidden id="S:/, /\$R[A-Z]\(/, /\$RT=/, /<!--\$[?!~]-->/];

/** The page with every outlined boundary back in place; a page without any comes back unchanged. */
export function inlineBoundaries(html) {
  let out = html;
  for (let match = SEGMENT_START.exec(out); match; match = SEGMENT_START.exec(out)) {
    const segmentId = match[1];
    const call = new RegExp(`\\$RC\\("(B:[0-9a-z]+)","${segmentId}"\\)</script>`).exec(out.slice(match.index));
    if (!call) throw new Error(`outlined segment ${segmentId} has no $RC call that puts it in place`);
    const callStart = match.index + call.index;
    const callEnd = callStart + call[0].length;
    const scriptStart = out.lastIndexOf('<script>', callStart);
    const contentEnd = scriptStart - '</div>'.length;
    if (out.slice(contentEnd, scriptStart) !== '</div>') throw new Error(`outlined segment ${segmentId} is not followed by its $RC script`);
    const definitions = out.slice(scriptStart + '<script>'.length, callStart);
    if (definitions && !RUNTIME.test(definitions)) throw new Error(`unexpected code before $RC("${call[1]}","${segmentId}")`);

    const content = out.slice(match.index + match[0].length, contentEnd);
    out = out.slice(0, match.index) + out.slice(callEnd);
    const placeholder = `<!--$?--><template id="${call[1]}"></template><!--/$-->`;
    const at = out.indexOf(placeholder);
    if (at < 0) throw new Error(`no empty boundary ${call[1]} for segment ${segmentId} (a Suspense fallback is not supported)`);
    out = `${out.slice(0, at)}<!--$-->${content}<!--/$-->${out.slice(at + placeholder.length)}`;
  }
  out = out.replace(PAINT_MARK, '');
  const leftover = LEFTOVERS.find((pattern) => pattern.test(out));
  if (leftover) throw new Error(`streaming markup this step does not handle is left in the page (${leftover})`);
  return out;
}
