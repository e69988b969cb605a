import { useParams } from 'react-router-dom'

import { PageSpinner } from '@/components/PageSpinner'
import { PageTitle } from '@/components/PageTitle'
import { useProducts } from '@/features/products/api/getProducts'
import { ProductDetail } from '@/features/products/components/ProductDetail'
import { ProductUnavailable } from '@/features/products/components/ProductUnavailable'

import { ProductsError } from '../shop/ProductsError'
import { useShopAddToCart } from '../shop/useShopAddToCart'

/**
 * /products/{id}: one product's page, from the catalogue every page shares (no call of its own).
 * The server renders it for signed-out visitors with its link-preview tags; a product hidden,
 * deleted or unknown gets "This item is no longer available" with a link to the shop, rendered by
 * the server too, with HTTP 404.
 */
export function ProductRoute() {
  const { id = '' } = useParams()
  const products = useProducts()
  if (products.isPending) return <PageSpinner />
  if (products.isError) {
    return (
      <div className="px-4 py-16">
        <ProductsError onRetry={() => void products.refetch()} />
      </div>
    )
  }
  const product = products.data.find((p) => p.id === id.toLowerCase())
  if (!product) return <ProductUnavailable />
  return <ShopProductDetail key={product.id} product={product} />
}

function ShopProductDetail({ product }: { product: Parameters<typeof useShopAddToCart>[0] }) {
  const { adding, onAdd } = useShopAddToCart(product)
  return (
    <>
      <PageTitle title={product.name} />
      <ProductDetail product={product} adding={adding} onAdd={onAdd} />
    </>
  )
}
