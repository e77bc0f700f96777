/** Every routed page receives the title of its route (spec 000 §2 route list). */
export interface PageProps {
  title: string;
}
