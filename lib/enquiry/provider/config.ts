// What the provider's client needs to reach the provider. Framework-free and read from no
// environment: the relay fills it from its server-side variables (settings.ts), a direct-mode
// page from NEXT_PUBLIC_* (lib/enquiry/mode.ts).

export interface EnquiryConfig {
  /** Absolute URL or a same-origin path such as '/enquiry-api'; '' when not configured. */
  apiUrl: string;
  /** The {product} segment of the provider's mail-send path. */
  product: string;
  user: string;
  password: string;
}

/** Whether the provider can be reached: its URL and product segment are set. */
export const isEnquiryConfigured = (config: EnquiryConfig) => config.apiUrl.trim() !== '' && config.product.trim() !== '';
