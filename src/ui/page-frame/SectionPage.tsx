import type { ReactNode } from 'react';
import { PageFrame } from './PageFrame';

export interface SectionPageProps {
  /** The page's name: its heading, its crumb after Home, and its title unless `title` is given. */
  name: string;
  title?: string;
  description?: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * A page one step below Home (Shop, Wholesale, My account): its name is its heading and its
 * crumb, so the two never drift apart.
 */
export function SectionPage({ name, title = name, ...page }: SectionPageProps) {
  return <PageFrame heading={name} title={title} trail={[{ label: name }]} {...page} />;
}
