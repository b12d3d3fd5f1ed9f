/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Image_UrlInputs */

const en_events_field_image_url = /** @type {(inputs: Events_Field_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image URL`)
};

const de_events_field_image_url = /** @type {(inputs: Events_Field_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild-URL`)
};

/**
* | output |
* | --- |
* | "Image URL" |
*
* @param {Events_Field_Image_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_image_url = /** @type {((inputs?: Events_Field_Image_UrlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Image_UrlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_image_url(inputs)
	return en_events_field_image_url(inputs)
});