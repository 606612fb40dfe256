import * as z from 'zod/mini'
const names = ['pipe','transform','refine','maxLength','minLength','regex','optional','_default','int','gte','lte','email','strictObject','literal','union','enum','string','number','boolean','core','safeParse','output','input']
z.config((await import("zod/v4/locales/en.js")).default())
const s = z.strictObject({ n: z.int().check(z.gte(13), z.lte(22)) })
console.log(typeof (s as any).safeParseAsync, typeof (s as any).safeParse, 'shape' in s)
console.log(JSON.stringify(s.safeParse({ n: '15' }).error?.issues.map(i=>i.message)), JSON.stringify(s.safeParse({ n: 15.5 }).error?.issues.map(i=>i.message)), JSON.stringify(s.safeParse({ n: 12 }).error?.issues.map(i=>i.message)))
