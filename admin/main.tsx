import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './admin.css'
import { createQueryClient, fetchEveryScreenAgain } from './api'
import { Console } from './Console'
import { registerConsoleWorker } from './offline/register'
import { moveSearchOutOfAddress } from './router'

moveSearchOutOfAddress()

const client = createQueryClient()
// Once the service worker controls the page, what it shows is fetched again so today's copy is kept.
// (Not "who am I": refetched during a sign-in it could answer 401 and undo it; the worker keeps it itself.)
registerConsoleWorker(() => void fetchEveryScreenAgain(client))

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <Console />
    </QueryClientProvider>
  </StrictMode>,
)
