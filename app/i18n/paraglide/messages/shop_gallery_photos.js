/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Gallery_PhotosInputs */

const en_shop_gallery_photos = /** @type {(inputs: Shop_Gallery_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const de_shop_gallery_photos = /** @type {(inputs: Shop_Gallery_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Shop_Gallery_PhotosInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_gallery_photos = /** @type {((inputs?: Shop_Gallery_PhotosInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Gallery_PhotosInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_gallery_photos(inputs)
	return en_shop_gallery_photos(inputs)
});