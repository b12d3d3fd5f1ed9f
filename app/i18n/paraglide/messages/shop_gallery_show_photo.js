/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Shop_Gallery_Show_PhotoInputs */

const en_shop_gallery_show_photo = /** @type {(inputs: Shop_Gallery_Show_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show photo ${i?.index} of ${i?.count}`)
};

const de_shop_gallery_show_photo = /** @type {(inputs: Shop_Gallery_Show_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.index} von ${i?.count} zeigen`)
};

/**
* | output |
* | --- |
* | "Show photo {index} of {count}" |
*
* @param {Shop_Gallery_Show_PhotoInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_gallery_show_photo = /** @type {((inputs: Shop_Gallery_Show_PhotoInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Gallery_Show_PhotoInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_gallery_show_photo(inputs)
	return en_shop_gallery_show_photo(inputs)
});