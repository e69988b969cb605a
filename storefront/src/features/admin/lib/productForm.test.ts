import type { ApiProduct } from '@shared/api'

import { ApiError } from '@/lib/ApiError'

import { emptyProductForm, hasRequiredFields, isDirty, productFormErrors, productFormFrom, productInputFrom, productServerErrors, toggleSize, withCurrentStock } from './productForm'

const product: ApiProduct = {
  id: 'p1',
  name: 'Reef Tee',
  description: null,
  price: '25.00',
  image: '/objects/media/reef.png',
  imageVariants: [],
  sizes: ['M', 'S'],
  sizeInventory: { S: 3 },
  stock: null,
}

describe('the Add/Edit Product form', () => {
  it('starts empty, the price too', () => {
    expect(emptyProductForm()).toMatchObject({ name: '', price: '', image: null, sizes: [], stock: {}, startedFrom: null })
  })

  it('pre-fills every field in edit mode, a missing stock counting as 0', () => {
    expect(productFormFrom(product)).toEqual({
      name: 'Reef Tee',
      description: '',
      price: '25.00',
      fairMarketValue: '',
      image: '/objects/media/reef.png',
      imageUploaded: false,
      sizes: ['S', 'M'],
      stock: { S: '3', M: '0' },
      startedFrom: { S: 3, M: 0 },
      count: '',
      countStartedFrom: null,
    })
  })

  it('issue 13/17: the count of a product without sizes (empty = not counted), the $0.50 minimum, unsaved edits', () => {
    const mug = productFormFrom({ ...product, sizes: [], sizeInventory: {}, stock: 4 })
    expect(mug).toMatchObject({ count: '4', countStartedFrom: 4 })
    expect(productInputFrom({ ...mug, count: '6' })).toMatchObject({ stock: 6, expectedStock: 4 })
    expect(productInputFrom({ ...mug, count: '' })).toMatchObject({ stock: null, expectedStock: 4 })
    expect(productInputFrom(productFormFrom(product))).not.toHaveProperty('stock')
    expect(productFormErrors(emptyProductForm()).price).toEqual(expect.any(String))
    expect(productFormErrors({ ...emptyProductForm(), price: '0' }).price).toBe('Price must be at least $0.50 (the smallest amount a card payment can take)')
    expect(productFormErrors({ ...emptyProductForm(), price: '0.50' }).price).toBeUndefined()
    expect(isDirty(mug, mug)).toBe(false)
    expect(isDirty({ ...mug, price: '26' }, mug)).toBe(true)
    expect(isDirty(toggleSize(mug, 'M', true), mug)).toBe(true)
  })

  it('issue 27: the fair market value, pre-filled, sent as typed (empty = worth its price), checked against the price at its field', () => {
    const gala = productFormFrom({ ...product, price: '50.00', fairMarketValue: '15.00' })
    expect(gala.fairMarketValue).toBe('15.00')
    expect(productInputFrom({ ...gala, fairMarketValue: ' 12.5 ' })).toMatchObject({ fairMarketValue: '12.5' })
    expect(productFormErrors({ ...gala, fairMarketValue: '60.00' })).toEqual({
      fairMarketValue: 'Fair market value must not be above the price (leave it empty when the item sells at its value)',
    })
    expect(productFormErrors({ ...gala, fairMarketValue: '1.999' }).fairMarketValue).toEqual(expect.any(String))
    expect(productFormErrors({ ...gala, fairMarketValue: '' })).toEqual({})
    expect(isDirty({ ...gala, fairMarketValue: '' }, gala)).toBe(true)
  })

  it('adds a selected size with stock 0 and drops the stock of a deselected one', () => {
    let form = toggleSize(emptyProductForm(), 'L', true)
    form = toggleSize(form, 'S', true)
    expect(form.sizes).toEqual(['S', 'L'])
    expect(form.stock).toEqual({ S: '0', L: '0' })
    form = toggleSize({ ...form, stock: { ...form.stock, L: '9' } }, 'L', false)
    expect(form.sizes).toEqual(['S'])
    expect(form.stock).toEqual({ S: '0' })
  })

  it('requires name, price and image', () => {
    const filled = { ...emptyProductForm(), name: 'Cap', price: '20', image: '/objects/media/cap.png' }
    expect(hasRequiredFields(filled)).toBe(true)
    expect(hasRequiredFields({ ...filled, name: '  ' })).toBe(false)
    expect(hasRequiredFields({ ...filled, price: '' })).toBe(false)
    expect(hasRequiredFields({ ...filled, image: null })).toBe(false)
  })

  it("says at each field what the server's product rules say, the required ones included", () => {
    expect(productFormErrors(emptyProductForm())).toEqual({
      name: 'Product name is required',
      price: 'Price is required',
      image: 'Product image is required',
    })
    const filled = { ...emptyProductForm(), name: 'Cap', price: '20', image: '/objects/media/cap.png' }
    expect(productFormErrors(filled)).toEqual({})
    expect(productFormErrors({ ...filled, price: ' ' })).toEqual({ price: 'Price is required' })
    expect(productFormErrors({ ...filled, price: '1.999' })).toEqual({ price: 'Price must be a non-negative amount with at most 2 decimals' })
    expect(productFormErrors({ ...filled, name: 'x'.repeat(201), description: 'y'.repeat(5001) })).toEqual({
      name: 'Product name must be at most 200 characters',
      description: 'Description must be at most 5000 characters',
    })
    const sized = toggleSize(filled, 'M', true)
    expect(productFormErrors({ ...sized, stock: { M: '2000000' } })).toEqual({ 'stock.M': 'Stock must be at most 1,000,000' })
    expect(productFormErrors({ ...filled, count: '2000000' })).toEqual({ count: 'Stock must be at most 1,000,000' })
  })

  it("shows the fields a refused save names at the form's fields", () => {
    const refused = new ApiError(
      400,
      JSON.stringify({
        message: 'Product name is required',
        errors: [
          { path: 'name', message: 'Product name is required' },
          { path: 'sizeInventory.M', message: 'Stock must be a whole number of 0 or more' },
          { path: 'stock', message: 'A product with sizes is counted per size (sizeInventory): leave stock empty' },
          { path: 'expectedSizeInventory.M', message: 'not shown' },
        ],
      }),
    )
    expect(productServerErrors(refused)).toEqual({
      name: 'Product name is required',
      'stock.M': 'Stock must be a whole number of 0 or more',
      count: 'A product with sizes is counted per size (sizeInventory): leave stock empty',
    })
    expect(productServerErrors(new ApiError(409, '{"message":"Stock changed"}'))).toEqual({})
    expect(productServerErrors(new Error('400: {"errors":[{"path":"name","message":"x"}]}'))).toEqual({})
  })

  it('sends stock only for chosen sizes, non-numeric and negative counts as 0', () => {
    const form = { ...productFormFrom(product), stock: { S: 'lots', M: '-2' }, name: ' Reef Tee ' }
    expect(productInputFrom(form)).toEqual({
      name: 'Reef Tee',
      description: '',
      price: '25.00',
      fairMarketValue: '',
      image: '/objects/media/reef.png',
      sizes: ['S', 'M'],
      sizeInventory: { S: 0, M: 0 },
      expectedSizeInventory: { S: 3, M: 0 },
    })
    // A new product starts from nothing: no expected counts.
    const created = productInputFrom({ ...emptyProductForm(), name: 'Cap', price: '9', image: '/objects/media/cap.png' })
    expect(created).not.toHaveProperty('expectedSizeInventory')
  })

  it('after a 409, shows the stored counts and starts from them, keeping what this editor chose', () => {
    // Opened with S 3, M 0, L 2; the editor removed L, added XL and typed a new name.
    const opened = { ...productFormFrom({ ...product, sizes: ['S', 'M', 'L'], sizeInventory: { S: 3, M: 0, L: 2 } }), name: 'Reef Tee v2' }
    const edited = { ...toggleSize(toggleSize(opened, 'L', false), 'XL', true), stock: { S: '9', M: '0', XL: '4' } }
    // Meanwhile: one S sold, M removed by another admin, 2XL added.
    const refreshed = withCurrentStock(edited, { S: 2, L: 2, '2XL': 5 })
    expect(refreshed).toMatchObject({
      name: 'Reef Tee v2',
      sizes: ['S', 'XL', '2XL'],
      stock: { S: '2', XL: '4', '2XL': '5' },
      startedFrom: { S: 2, L: 2, '2XL': 5 },
    })
  })

  it('after a 409, keeps a restock typed for a size the sale did not touch', () => {
    // Opened with S 4, L 0; the volunteer typed S 10 and L 4; meanwhile one S sold (an outside review saw L go back to 0).
    const opened = productFormFrom({ ...product, sizes: ['S', 'L'], sizeInventory: { S: 4, L: 0 } })
    const refreshed = withCurrentStock({ ...opened, stock: { S: '10', L: '4' } }, { S: 3, L: 0 })
    expect(refreshed).toMatchObject({ stock: { S: '3', L: '4' }, startedFrom: { S: 3, L: 0 } })
  })
})
