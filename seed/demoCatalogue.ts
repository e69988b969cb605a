import type { Size } from '@shared/sizes'
import type { ArtShape } from './productArt'

export type DemoProduct = {
  name: string
  description: string
  price: number
  stock: Partial<Record<Size, number>>
  art: { shape: ArtShape; color: string; background: string }
}

/**
 * The demo catalogue: sized and unsized products, uneven stock, one sold out.
 * Tests rely on its shape (see tests/api/seed.test.ts), not on its exact wording.
 */
export const DEMO_CATALOGUE: DemoProduct[] = [
  {
    name: 'Rescue Team T-Shirt',
    description: 'Soft cotton tee with the rescue team emblem. Every shirt funds a volunteer\'s first-aid training.',
    price: 25,
    stock: { S: 5, M: 8, L: 0, XL: 3 },
    art: { shape: 'tshirt', color: '#dc2626', background: '#fee2e2' },
  },
  {
    name: 'Volunteer Hoodie',
    description: 'Warm pullover hoodie for cool evenings on the water.',
    price: 45,
    stock: { M: 2, L: 4, XL: 1, '2XL': 0 },
    art: { shape: 'hoodie', color: '#1e3a8a', background: '#dbeafe' },
  },
  {
    name: 'Ocean Guardian Tank Top',
    description: 'Lightweight tank top for beach clean-up days.',
    price: 22,
    stock: { XS: 0, S: 0, M: 0, L: 0 },
    art: { shape: 'tank', color: '#0e7490', background: '#cffafe' },
  },
  {
    name: 'Long Sleeve Sun Shirt',
    description: 'UPF 50 long sleeve shirt for long days under the Caribbean sun.',
    price: 32.5,
    stock: { S: 3, M: 6, L: 6, XL: 2, '2XL': 1, '3XL': 0 },
    art: { shape: 'longsleeve', color: '#f59e0b', background: '#fef3c7' },
  },
  {
    name: 'Youth Program Tee',
    description: 'Kids\' tee from our youth ocean education program.',
    price: 18,
    stock: { XS: 6, S: 6, M: 6 },
    art: { shape: 'tshirt', color: '#16a34a', background: '#dcfce7' },
  },
  {
    name: 'St. John Sunrise Cap',
    description: 'Adjustable cap, one size fits most.',
    price: 20,
    stock: {},
    art: { shape: 'cap', color: '#ea580c', background: '#ffedd5' },
  },
  {
    name: 'Reusable Water Bottle',
    description: 'Insulated steel bottle. Keeps water cold for 24 hours and plastic off our beaches.',
    price: 18.5,
    stock: {},
    art: { shape: 'bottle', color: '#0284c7', background: '#e0f2fe' },
  },
  {
    name: 'Sticker Pack',
    description: 'Five weatherproof stickers for coolers, boards and laptops.',
    price: 6,
    stock: {},
    art: { shape: 'stickers', color: '#9333ea', background: '#f3e8ff' },
  },
]
