import type { RouteObject } from 'react-router-dom'

import { lazyRoute } from './lazyRoute'
import { RootLayout } from './layout/RootLayout'
import { HomeRoute } from './routes/HomeRoute'
import { ShopRoute } from './routes/ShopRoute'

// Home and shop are where shoppers arrive (links from social media): they ship in the main bundle.
// Everything else is a chunk of its own; the admin screens are never downloaded by shoppers.
const pages: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'shop', element: <ShopRoute /> },
  { path: 'products/:id', element: lazyRoute(() => import('./routes/ProductRoute'), 'ProductRoute') },
  { path: 'newsletter/:action', element: lazyRoute(() => import('./routes/NewsletterLinkRoute'), 'NewsletterLinkRoute') },
  { path: 'notify/:action', element: lazyRoute(() => import('./routes/RestockLinkRoute'), 'RestockLinkRoute') },
  { path: 'cart', element: lazyRoute(() => import('./routes/CartRoute'), 'CartRoute') },
  { path: 'checkout', element: lazyRoute(() => import('./routes/CheckoutRoute'), 'CheckoutRoute') },
  { path: 'order-confirmation', element: lazyRoute(() => import('./routes/OrderConfirmationRoute'), 'OrderConfirmationRoute') },
  { path: 'about', element: lazyRoute(() => import('./routes/AboutRoute'), 'AboutRoute') },
  { path: 'contact', element: lazyRoute(() => import('./routes/ContactRoute'), 'ContactRoute') },
  { path: 'account', element: lazyRoute(() => import('./routes/AccountRoute'), 'AccountRoute') },
  { path: 'login', element: lazyRoute(() => import('./routes/LoginRoute'), 'LoginRoute') },
  { path: 'signup', element: lazyRoute(() => import('./routes/SignupRoute'), 'SignupRoute') },
  { path: 'forgot-password', element: lazyRoute(() => import('./routes/ForgotPasswordRoute'), 'ForgotPasswordRoute') },
  { path: 'reset-password', element: lazyRoute(() => import('./routes/ResetPasswordRoute'), 'ResetPasswordRoute') },
  { path: 'orders/:id', element: lazyRoute(() => import('./routes/PrivateOrderRoute'), 'PrivateOrderRoute') },
  { path: 'order-lookup', element: lazyRoute(() => import('./routes/OrderLookupRoute'), 'OrderLookupRoute') },
  { path: 'admin', element: lazyRoute(() => import('./routes/admin/AdminLoginRoute'), 'AdminLoginRoute') },
  { path: 'admin/login', element: lazyRoute(() => import('./routes/admin/AdminLoginRoute'), 'AdminLoginRoute') },
  { path: 'setup-admin', element: lazyRoute(() => import('./routes/admin/SetupAdminRoute'), 'SetupAdminRoute') },
  { path: 'admin/products', element: lazyRoute(() => import('./routes/admin/AdminProductsRoute'), 'AdminProductsRoute') },
  { path: 'admin/orders', element: lazyRoute(() => import('./routes/admin/AdminOrdersRoute'), 'AdminOrdersRoute') },
  { path: 'admin/promotions', element: lazyRoute(() => import('./routes/admin/AdminPromotionsRoute'), 'AdminPromotionsRoute') },
  { path: 'admin/text', element: lazyRoute(() => import('./routes/admin/AdminTextRoute'), 'AdminTextRoute') },
  { path: 'admin/footer', element: lazyRoute(() => import('./routes/admin/AdminFooterRoute'), 'AdminFooterRoute') },
  { path: 'admin/about', element: lazyRoute(() => import('./routes/admin/AdminAboutRoute'), 'AdminAboutRoute') },
  { path: 'admin/giving', element: lazyRoute(() => import('./routes/admin/AdminGivingRoute'), 'AdminGivingRoute') },
  { path: '*', element: lazyRoute(() => import('./routes/NotFoundRoute'), 'NotFoundRoute') },
]

/**
 * The route tree, shared by the browser's router (App.tsx) and the server's prerender
 * (entry-server.tsx), rendered by AppRoutes. RootLayout holds the pages' error boundary, so one
 * failing screen keeps the header and footer.
 */
export const routes: RouteObject[] = [{ element: <RootLayout />, children: pages }]
