export { parseContactBlock, phoneHref, type CompanyDetails } from './companyDetails';
export { useCompanyDetails } from './useCompanyDetails';
