export const metadata = { title: 'Floor', description: 'A bare Next.js static export: one heading, one picture, no CSS, no font.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
