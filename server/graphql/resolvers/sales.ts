/**
 * CustomerOrder's sales documents (SalesGraphQl): invoices, shipments, credit memos (never issued
 * here: always empty), comments (none), plus the order's state (PWA Studio's SalesGraphQlAux) and gift
 * message (GiftMessageGraphQl: the store takes none).
 */
import type { GraphQLContext } from '../context';
import type { OrderItemRow, OrderRow } from '../../repositories/order';
import type { DocumentItemRow, InvoiceRow, ShipmentRow, ShipmentTrackRow } from '../../repositories/salesDocuments';
import { encodeUid } from '../../services/catalog';
import { orderItems } from '../../services/order';
import { invoiceItems, orderInvoices, orderShipments, shipmentItems, shipmentTracks } from '../../services/salesDocuments';
import { discountsOf, shippingTaxes } from './order';

type Ctx = GraphQLContext;

const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (value: number, ctx: Ctx) => ({ value: round2(value), currency: ctx.currency });

interface InvoiceSource { invoice: InvoiceRow; order: OrderRow }
interface ShipmentSource { shipment: ShipmentRow; order: OrderRow }
interface DocumentItemSource { row: DocumentItemRow; orderItem: OrderItemRow }

/** The lines of a document with the order items they are of. */
async function documentLines(ctx: Ctx, orderId: number, rows: readonly DocumentItemRow[]): Promise<DocumentItemSource[]> {
  const items = await orderItems(ctx, orderId);
  return rows.flatMap((row) => {
    const orderItem = items.find((item) => item.item_id === row.order_item_id);
    return orderItem ? [{ row, orderItem }] : [];
  });
}

const DocumentItemFields = {
  order_item: ({ orderItem }: DocumentItemSource) => orderItem,
  product_name: ({ orderItem }: DocumentItemSource) => orderItem.name,
  product_sku: ({ orderItem }: DocumentItemSource) => orderItem.sku,
  product_sale_price: ({ orderItem }: DocumentItemSource, _: unknown, ctx: Ctx) => money(orderItem.price_incl_tax, ctx)
};

/** An item's discount for the units a document holds (the store invoices whole items: all of it). */
const itemDiscounts = ({ row, orderItem }: DocumentItemSource, ctx: Ctx) => {
  const amount = orderItem.quantity > 0 ? (orderItem.discount_amount * row.quantity) / orderItem.quantity : 0;
  return amount > 0 ? [{ amount: money(amount, ctx), label: 'Discount', applied_to: 'ITEM', coupon: null }] : [];
};

export default {
  CustomerOrder: {
    state: (order: OrderRow) => order.state,
    invoices: async (order: OrderRow, _: unknown, ctx: Ctx) => (await orderInvoices(ctx, order.order_id)).map((invoice) => ({ invoice, order })),
    shipments: async (order: OrderRow, _: unknown, ctx: Ctx) => (await orderShipments(ctx, order.order_id)).map((shipment) => ({ shipment, order })),
    credit_memos: () => [],
    comments: () => [],
    gift_message: () => null
  },
  Invoice: {
    id: ({ invoice }: InvoiceSource) => encodeUid(invoice.invoice_id),
    number: ({ invoice }: InvoiceSource) => invoice.increment_id,
    comments: () => [],
    items: async ({ invoice, order }: InvoiceSource, _: unknown, ctx: Ctx) => documentLines(ctx, order.order_id, await invoiceItems(ctx, invoice.invoice_id)),
    total: ({ invoice, order }: InvoiceSource, _: unknown, ctx: Ctx) => {
      const taxes = invoice.taxes.map((tax) => ({ amount: money(tax.amount, ctx), title: tax.title, rate: tax.rate }));
      return {
        subtotal: money(invoice.subtotal_excl_tax, ctx),
        discounts: discountsOf(order, ctx),
        total_tax: money(invoice.tax_amount, ctx),
        taxes,
        grand_total: money(invoice.grand_total, ctx),
        base_grand_total: money(invoice.grand_total, ctx),
        total_shipping: money(invoice.shipping_excl_tax, ctx),
        shipping_handling: {
          total_amount: money(invoice.shipping_excl_tax, ctx),
          amount_including_tax: money(invoice.shipping_incl_tax, ctx),
          amount_excluding_tax: money(invoice.shipping_excl_tax, ctx),
          taxes: shippingTaxes(invoice, ctx),
          discounts: []
        }
      };
    }
  },
  InvoiceItemInterface: { __resolveType: () => 'InvoiceItem' },
  InvoiceItem: {
    ...DocumentItemFields,
    id: ({ row }: DocumentItemSource) => encodeUid(row.item_id),
    discounts: (source: DocumentItemSource, _: unknown, ctx: Ctx) => itemDiscounts(source, ctx),
    quantity_invoiced: ({ row }: DocumentItemSource) => row.quantity
  },
  OrderShipment: {
    id: ({ shipment }: ShipmentSource) => encodeUid(shipment.shipment_id),
    number: ({ shipment }: ShipmentSource) => shipment.increment_id,
    comments: () => [],
    tracking: async ({ shipment }: ShipmentSource, _: unknown, ctx: Ctx) => shipmentTracks(ctx, shipment.shipment_id),
    items: async ({ shipment, order }: ShipmentSource, _: unknown, ctx: Ctx) => documentLines(ctx, order.order_id, await shipmentItems(ctx, shipment.shipment_id))
  },
  ShipmentTracking: {
    title: (track: ShipmentTrackRow) => track.title,
    carrier: (track: ShipmentTrackRow) => track.carrier_code,
    number: (track: ShipmentTrackRow) => track.track_number
  },
  ShipmentItemInterface: { __resolveType: () => 'ShipmentItem' },
  ShipmentItem: {
    ...DocumentItemFields,
    id: ({ row }: DocumentItemSource) => encodeUid(row.item_id),
    quantity_shipped: ({ row }: DocumentItemSource) => row.quantity
  },
  CreditMemoItemInterface: { __resolveType: () => 'CreditMemoItem' }
};
