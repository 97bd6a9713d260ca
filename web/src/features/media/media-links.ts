/**
 * Product links and media lookups (spec orders §2, §3; catalogue §3): a product's links are lines of
 * 'url,label'; a medium belongs to the products, properties and options named in its associations.
 */
import type { Medium } from '@configurator/core';

export interface ProductLink {
  url: string;
  label: string;
}

/** Lines of 'url,label' (label optional, may contain commas); only http(s) links are kept. */
export function parseProductLinks(links: string): ProductLink[] {
  const result: ProductLink[] = [];
  for (const line of links.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const comma = trimmed.indexOf(',');
    const url = (comma === -1 ? trimmed : trimmed.slice(0, comma)).trim();
    const label = (comma === -1 ? '' : trimmed.slice(comma + 1)).trim();
    if (!/^https?:\/\//i.test(url)) continue;
    result.push({ url, label: label || url });
  }
  return result;
}

type Association = keyof Medium['associations'];

/** The images associated with a record (a product, property or option), in id order. */
export function mediaOf(media: readonly Medium[], association: Association, id: number): Medium[] {
  return media.filter((m) => m.type === 'image' && m.hasFile === 1 && String(id) in m.associations[association]);
}

/** Where a medium's file is served: the file store's public path, /media/{fileName}.{fileExtension}. */
export const mediumUrl = (medium: Medium): string =>
  `/media/${encodeURIComponent(medium.fileName ?? String(medium.id))}${medium.fileExtension ? `.${medium.fileExtension}` : ''}`;
