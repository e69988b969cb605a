/**
 * What runs inline, first thing in `<head>` of every server-rendered page, before anything is
 * painted (storefront/build/earlyInputScript.ts builds it; cms/storefront/holdEarlyInput.ts puts it in).
 */
import './markGuestCart'
import './holdEarlyInput'
