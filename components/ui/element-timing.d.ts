// The Element Timing API's attribute (https://wicg.github.io/element-timing/), which React passes
// through but its types do not list.
import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
