import { inEveryLanguage } from './language'

/**
 * What a family reads once our office recorded money by hand (cash or a cheque, part of the bill
 * or all of it, or money given back in person): the family's page and the payment page say the
 * same balance the console shows (worker/payments/pricing.ts `balance`).
 */
export const OFFICE_MONEY = inEveryLanguage(
  {
    heading: 'Your balance',
    charged: 'Charged',
    assisted: 'Financial assistance',
    paidOnline: 'Paid online',
    paidAtOffice: 'Paid at our office (cash or cheque)',
    refunded: 'Refunded',
    due: 'Left to pay',
    settled: 'Nothing is left to pay: your seat is confirmed.',
    payRest: 'Pay the rest at our office, in cash or by cheque, or reply to any of our emails to ask about it.',
    payRestOnline: 'Pay the rest online with the button below, or at our office in cash or by cheque.',
    payBalance: (amount: string) => `Pay the ${amount} left online`,
    payPageTitle: 'A payment was recorded at our office',
  },
  {
    heading: 'Tu saldo',
    charged: 'Cargo',
    assisted: 'Ayuda financiera',
    paidOnline: 'Pagado en línea',
    paidAtOffice: 'Pagado en nuestra oficina (efectivo o cheque)',
    refunded: 'Reembolsado',
    due: 'Falta por pagar',
    settled: 'No falta nada por pagar: tu lugar está confirmado.',
    payRest:
      'Paga el resto en nuestra oficina, en efectivo o con cheque, o responde a cualquiera de nuestros correos para preguntar.',
    payRestOnline: 'Paga el resto en línea con el botón de abajo, o en nuestra oficina en efectivo o con cheque.',
    payBalance: (amount) => `Pagar en línea los ${amount} que faltan`,
    payPageTitle: 'Se registró un pago en nuestra oficina',
  },
)
