import { createRoot } from 'react-dom/client'
import { useState, createElement } from 'react'
;(window as any).x = [createRoot, useState, createElement]
