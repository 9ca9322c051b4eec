/** Select/multiselect attributes and their options (brand, aroma, gramaj, promotion types, labels). */
import type { Queryable } from '../db/client';

export interface AttributeRow {
  attribute_id: number;
  code: string;
  frontend_input: string;
  labels: Record<string, string>;
  is_filterable: boolean;
  position: number;
  swatch_type: string | null;
}

export interface AttributeOptionRow {
  option_id: number;
  attribute_id: number;
  code: string;
  sort_order: number;
  labels: Record<string, string>;
  swatch_value: string | null;
}

export async function listAttributes(db: Queryable): Promise<{ attributes: AttributeRow[]; options: AttributeOptionRow[] }> {
  // One round trip: the options ride along as a JSON array per attribute.
  const rows = await db.query<AttributeRow & { options: AttributeOptionRow[] | null } & Record<string, unknown>>(
    `SELECT a.attribute_id, a.code, a.frontend_input, a.labels, a.is_filterable, a.position, a.swatch_type,
            (SELECT json_agg(json_build_object('option_id', o.option_id, 'attribute_id', o.attribute_id, 'code', o.code,
                     'sort_order', o.sort_order, 'labels', o.labels, 'swatch_value', o.swatch_value) ORDER BY o.sort_order)
               FROM catalog_attribute_option o WHERE o.attribute_id = a.attribute_id) AS options
       FROM catalog_attribute a
      ORDER BY a.position, a.attribute_id`
  );
  return {
    attributes: rows.map(({ options: _options, ...attribute }) => attribute),
    options: rows.flatMap((r) => r.options ?? [])
  };
}
