import type { DefaultCellComponentProps } from 'payload'

import { DEMO_ORDER_LABEL } from '@shared/orderStatus'

/**
 * The Orders list's "demo" column in the editors' panel: a badge on orders placed in demo payment
 * mode (no money was taken), nothing on paid ones, so nobody ships a demo order by mistake.
 */
export function DemoOrderCell({ cellData }: DefaultCellComponentProps) {
  if (cellData !== true) return null
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '2px 8px',
        borderRadius: 999,
        border: '1px dashed #b45309',
        background: '#fef3c7',
        color: '#78350f',
        fontWeight: 600,
        fontSize: 12,
        whiteSpace: 'nowrap',
      }}
    >
      {DEMO_ORDER_LABEL}
    </span>
  )
}
