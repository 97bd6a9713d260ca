/**
 * Product graphics (catalogue §2, §3): owners only, reads and writes alike; every graphic is looked
 * up in the active organisation (another organisation's id is 404). A new graphic starts with its
 * top-level group; the update schema refuses a tree without one.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { graphicMessages, initialGraphicNodes, UNTITLED_GRAPHIC, type ProductGraphic, type ProductGraphicNode } from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ProductGraphicSchema, type ProductGraphicRow } from '../../db/entities/index.ts';
import { notFound } from '../../http/errors.ts';
import { assertActiveOrg, assertOwner } from '../access.ts';

const WHAT = 'manage product graphics';

const graphicDto = (row: ProductGraphicRow): ProductGraphic => ({
  id: row.id,
  orgId: row.orgId,
  title: row.title,
  archived: row.archived,
  type: row.type,
  nodes: row.nodes,
});

export interface ProductGraphicChange {
  title?: string;
  type?: '2d' | '3d';
  archived?: 0 | 1;
  nodes?: ProductGraphicNode[];
}

@injectable()
export class ProductGraphicService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async list(viewer: Viewer, where: { orgId: number; id?: number }): Promise<ProductGraphic[]> {
    assertActiveOrg(viewer, where.orgId);
    assertOwner(viewer, WHAT);
    const rows = await this.em.find(
      ProductGraphicSchema,
      { orgId: where.orgId, ...(where.id === undefined ? {} : { id: where.id }) },
      { orderBy: { id: 'asc' } },
    );
    return rows.map(graphicDto);
  }

  async create(viewer: Viewer, props: { orgId: number; title?: string; type?: '2d' | '3d' }): Promise<ProductGraphic> {
    assertActiveOrg(viewer, props.orgId);
    assertOwner(viewer, WHAT);
    const row = this.em.create(ProductGraphicSchema, {
      orgId: props.orgId,
      title: props.title || UNTITLED_GRAPHIC,
      archived: 0,
      type: props.type ?? '3d',
      nodes: initialGraphicNodes(),
    });
    await this.em.flush();
    return graphicDto(row);
  }

  async update(viewer: Viewer, id: number, change: ProductGraphicChange): Promise<ProductGraphic> {
    const row = await this.graphic(viewer, id);
    if (change.title !== undefined) row.title = change.title;
    if (change.type !== undefined) row.type = change.type;
    if (change.archived !== undefined) row.archived = change.archived;
    if (change.nodes !== undefined) row.nodes = change.nodes;
    await this.em.flush();
    return graphicDto(row);
  }

  async destroy(viewer: Viewer, id: number): Promise<void> {
    const row = await this.graphic(viewer, id);
    await this.em.nativeDelete(ProductGraphicSchema, { id: row.id, orgId: viewer.orgId });
  }

  private async graphic(viewer: Viewer, id: number): Promise<ProductGraphicRow> {
    assertOwner(viewer, WHAT);
    const row = await this.em.findOne(ProductGraphicSchema, { id, orgId: viewer.orgId });
    if (!row) throw notFound(graphicMessages.notFound);
    return row;
  }
}
