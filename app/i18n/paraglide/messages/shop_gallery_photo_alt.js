/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, index: NonNullable<unknown>, count: NonNullable<unknown> }} Shop_Gallery_Photo_AltInputs */

const en_shop_gallery_photo_alt = /** @type {(inputs: Shop_Gallery_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, photo ${i?.index} of ${i?.count}`)
};

const de_shop_gallery_photo_alt = /** @type {(inputs: Shop_Gallery_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Foto ${i?.index} von ${i?.count}`)
};

/**
* | output |
* | --- |
* | "{name}, photo {index} of {count}" |
*
* @param {Shop_Gallery_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_gallery_photo_alt = /** @type {((inputs: Shop_Gallery_Photo_AltInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Gallery_Photo_AltInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_gallery_photo_alt(inputs)
	return en_shop_gallery_photo_alt(inputs)
});