import { DemoOrderCell as DemoOrderCell_17c8f01aca32705ff5d03031300e8319 } from '../../../panel/components/DemoOrderCell'
import { CurrentPasswordField as CurrentPasswordField_c749099473fc6385abfa2cb321e95e97 } from '../../../panel/CurrentPasswordField'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/panel/components/DemoOrderCell#DemoOrderCell": DemoOrderCell_17c8f01aca32705ff5d03031300e8319,
  "/panel/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_c749099473fc6385abfa2cb321e95e97,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
