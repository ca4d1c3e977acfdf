// One heading and one picture (the home page's first hero photo, as the editor uploaded it), as a
// plain <img>: what a page costs when the framework is all there is. fetchPriority="high", as
// next/image's `priority` writes it: without it Chrome starts the picture at low priority, and
// when it arrives before the first layout (it does, from 127.0.0.1) Lighthouse leaves it out of
// the LCP it simulates, which then falls to the heading's (the first paint) in some runs only.
export default function Page() {
  return (
    <main>
      <h1>Water management</h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- the floor has no image pipeline on purpose */}
      <img src="/picture.jpg" alt="A water treatment plant" width="1920" height="1080" fetchPriority="high" />
    </main>
  );
}
