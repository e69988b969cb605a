import { ShopError } from '../errors/shopErrors'

/** Units a refund or cancel meant to put back were put back by someone else meanwhile: nothing more was restocked. */
export class StockChangedMeanwhile extends ShopError {}
