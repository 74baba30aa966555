export {
  NOT_A_NUMBER,
  formatThousands,
  shortenNumber,
  formatCardPrice,
  formatUsd,
  formatUsdFixed2,
  formatBudgetRange,
} from './numbers';
export { truncateTitle } from './text';
export { displayTitle, isPlaceholderTitle, placeName, type TitledRecord } from './titles';
export { waShareUrl, waChatUrl, waPhone } from './whatsapp';
export { DAY_MS, PERU_TIME_ZONE } from './time-zone';
