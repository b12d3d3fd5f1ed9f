/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, index: NonNullable<unknown> }} Shop_Gallery_Thumbnail_NameInputs */

const en_shop_gallery_thumbnail_name = /** @type {(inputs: Shop_Gallery_Thumbnail_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, photo ${i?.index}`)
};

const de_shop_gallery_thumbnail_name = /** @type {(inputs: Shop_Gallery_Thumbnail_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Foto ${i?.index}`)
};

/**
* | output |
* | --- |
* | "{name}, photo {index}" |
*
* @param {Shop_Gallery_Thumbnail_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_gallery_thumbnail_name = /** @type {((inputs: Shop_Gallery_Thumbnail_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Gallery_Thumbnail_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_gallery_thumbnail_name(inputs)
	return en_shop_gallery_thumbnail_name(inputs)
});