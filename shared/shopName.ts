/** The shop's name where it speaks for itself: e-mails, packing slips. The organisation is "Community Rescue". */
export const SHOP_NAME = 'Community Rescue Shop'
