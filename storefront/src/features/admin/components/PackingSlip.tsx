import type { ApiAdminOrder } from '@shared/api'
import { formatPrice } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { deliveryLabel } from '@shared/orderWording'
import { SHOP_NAME } from '@shared/shopName'
import { FOOTER_DEFAULTS } from '@shared/settingsDefaults'

import { useFooterSettings } from '@/lib/api/getFooterSettings'
import { formatLongDate } from '@/lib/formatLongDate'

/** The lines a slip lists: what the buyer gets, never a unit refunded or put back on sale. */
export function slipLines(order: Pick<ApiAdminOrder, 'account'>) {
  return order.account.lines.filter((line) => line.ordered - line.refunded > 0).map((line) => ({ ...line, quantity: line.ordered - line.refunded }))
}

/** A slip is offered for an order with goods to hand over (or handed over): not once cancelled or refunded in full. */
export function offersPackingSlip(order: Pick<ApiAdminOrder, 'account'>): boolean {
  return (order.account.fulfilment === 'to-send' || order.account.fulfilment === 'fulfilled' || order.account.fulfilment === 'shipped') && slipLines(order).length > 0
}

/**
 * The paper that goes into the parcel or the bag: the shop's name and return address (the footer's
 * contact details), "Packing slip", the order's number and date, the buyer and where it goes, the
 * lines still to send with sizes and quantities, the buyer's note when there is one; prices only
 * when the volunteer asks for them. Shown only when printing (OrdersBoard's print root).
 */
export function PackingSlip({ order, withPrices, printing }: { order: ApiAdminOrder; withPrices: boolean; printing: boolean }) {
  const footer = useFooterSettings()
  const contact = {
    email: footer.data?.contactEmail || FOOTER_DEFAULTS.contactEmail,
    phone: footer.data?.contactPhone || FOOTER_DEFAULTS.contactPhone,
    location: footer.data?.contactLocation || FOOTER_DEFAULTS.contactLocation,
  }
  const lines = slipLines(order)
  const note = order.note?.trim() ?? ''
  return (
    <section data-packing-slip data-printing={printing ? '' : undefined} aria-label={`Packing slip for order #${orderNumber(order.id)}`} className="text-black">
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
        <div>
          <p className="text-lg font-bold">{SHOP_NAME}</p>
          <p className="text-sm">Return address: {contact.location}</p>
          <p className="text-sm">
            {contact.email} · {contact.phone}
          </p>
        </div>
        <div className="text-right">
          <h2 className="text-2xl font-bold uppercase tracking-wide">Packing slip</h2>
          <p className="text-sm font-semibold">Order #{orderNumber(order.id)}</p>
          <p className="text-sm">{formatLongDate(order.createdAt)}</p>
        </div>
      </header>

      <div className="grid grid-cols-2 gap-6 py-4 text-sm">
        <div>
          <h3 className="font-semibold uppercase tracking-wide">{order.deliveryMethod === 'out-of-town' ? 'Ship to' : 'For'}</h3>
          <p className="mt-1 text-base font-semibold">{order.customerName}</p>
          {order.deliveryMethod === 'out-of-town' ? (
            <p className="whitespace-pre-line text-base">{order.shippingAddress}</p>
          ) : (
            <p>{deliveryLabel(order.deliveryMethod)}: pickup or hand-over</p>
          )}
          {order.customerPhone && <p>{order.customerPhone}</p>}
        </div>
        {note && (
          <div>
            <h3 className="font-semibold uppercase tracking-wide">Note from the buyer</h3>
            <p className="mt-1 whitespace-pre-line">{note}</p>
          </div>
        )}
      </div>

      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-black text-left">
            <th scope="col" className="py-1.5 pr-2">Item</th>
            <th scope="col" className="py-1.5 pr-2">Size</th>
            <th scope="col" className="py-1.5 pr-2 text-right">Qty</th>
            {withPrices && (
              <th scope="col" className="py-1.5 text-right">
                Price
              </th>
            )}
            <th scope="col" className="py-1.5 pl-3 text-center">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-black/40">
              <td className="py-2 pr-2 font-semibold">{line.productName}</td>
              <td className="py-2 pr-2">{line.size ?? '—'}</td>
              <td className="py-2 pr-2 text-right text-base font-bold tabular-nums">{line.quantity}</td>
              {withPrices && <td className="py-2 text-right tabular-nums">{formatPrice(line.price)} each</td>}
              <td className="py-2 pl-3 text-center" aria-hidden="true">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm">
        {lines.reduce((sum, line) => sum + line.quantity, 0)} item(s). Thank you for supporting {SHOP_NAME.replace(/ Shop$/, '')}!
      </p>
    </section>
  )
}
