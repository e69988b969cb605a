/** The shared read layer's hook (lib/api), named here only for SiteTextEditor's import; new code imports @/lib/api. */
export { useTextSettings } from '@/lib/api/getTextSettings'
