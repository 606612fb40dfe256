import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './admin.css'
import { createQueryClient } from './api'
import { Console } from './Console'
import { moveSearchOutOfAddress } from './router'

moveSearchOutOfAddress()

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <Console />
    </QueryClientProvider>
  </StrictMode>,
)
