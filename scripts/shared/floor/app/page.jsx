// One heading and one picture (the home page's first hero photo, as the editor uploaded it), as a
// plain <img>: what a page costs when the framework is all there is.
export default function Page() {
  return (
    <main>
      <h1>Water management</h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- the floor has no image pipeline on purpose */}
      <img src="/picture.jpg" alt="A water treatment plant" width="1920" height="1080" />
    </main>
  );
}
