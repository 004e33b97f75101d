import type { HTMLAttributes, ReactNode } from 'react';
import './styles.js';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
  children: ReactNode;
}

/** A white panel. For a clickable card use a <button className="fp-card"> or a <Link className="fp-card">. */
export function Card({ as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag className={className ? `fp-card ${className}` : 'fp-card'} {...rest}>
      {children}
    </Tag>
  );
}
