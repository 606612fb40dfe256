import { registrationSchema, contactSchema, emailSignupSchema } from '../contract'
;(window as any).x = [registrationSchema, contactSchema, emailSignupSchema]
