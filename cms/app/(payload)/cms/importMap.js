import { CurrentPasswordField as CurrentPasswordField_c749099473fc6385abfa2cb321e95e97 } from '../../../panel/CurrentPasswordField'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/panel/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_c749099473fc6385abfa2cb321e95e97,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
