import './index.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/App'
import { prefetchForPath } from './app/prefetchForPath'
import { queryClient } from './lib/queryClient'

prefetchForPath(queryClient, window.location.pathname)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
