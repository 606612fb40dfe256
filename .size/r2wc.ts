import r2wc from '@r2wc/core'
;(window as any).x = r2wc
