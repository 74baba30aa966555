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
export { waShareUrl, waChatUrl, waPhone } from './whatsapp';
