export {
  NOT_A_NUMBER,
  formatThousands,
  formatInboxPrice,
  formatCardPrice,
  formatUsd,
  formatUsdFixed2,
  formatSoles,
  formatBudgetRange,
} from './numbers';
export { truncateTitle } from './text';
export { displayTitle, isPlaceholderTitle, placeName, type TitledRecord } from './titles';
export { waShareUrl, waChatUrl, waPhone } from './whatsapp';
