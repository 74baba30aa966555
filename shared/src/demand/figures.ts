import { FEW, type DemandCount } from '../contracts/demand';
import { formatThousands } from '../format/numbers';
import { demandTexts } from './texts';

export const isFew = (c: DemandCount): c is typeof FEW => c === FEW;

/** "1,234" or "menos de 5": the only way a count of requests is written. */
export const countText = (c: DemandCount): string => (isFew(c) ? demandTexts.few : formatThousands(c));
