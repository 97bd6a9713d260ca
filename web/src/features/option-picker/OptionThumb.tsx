/** An option's picture: its thumbnail, else a swatch of its fill colour, else its initials. */
import { optionData, type ProductOption } from '@configurator/core';

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\))$/i;

export function OptionThumb({ option, size = 'large' }: { option: ProductOption | undefined; size?: 'large' | 'small' }) {
  const className = `option-thumb option-thumb-${size}`;
  if (!option) return <span className={`${className} option-thumb-empty`} aria-hidden="true" />;
  if (option.thumbnailUrl) return <img className={className} src={option.thumbnailUrl} alt="" loading="lazy" />;
  const fill = optionData(option, 'fill') ?? optionData(option, 'color');
  if (typeof fill === 'string' && COLOUR.test(fill.trim())) {
    return <span className={`${className} option-thumb-swatch`} style={{ background: fill }} aria-hidden="true" />;
  }
  const initials = option.title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span className={`${className} option-thumb-text`} aria-hidden="true">
      {initials || '·'}
    </span>
  );
}
