/** Every routed page receives the title of its route (spec 000 §2 route list). */
export interface PageProps {
  title: string;
  /** For generic pages: the resources.config.ts resource to render. */
  resource?: string;
}
