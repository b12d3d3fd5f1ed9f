/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Pickup_NoneInputs */

const en_away_form_pickup_none = /** @type {(inputs: Away_Form_Pickup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter at least one pickup point`)
};

const de_away_form_pickup_none = /** @type {(inputs: Away_Form_Pickup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib mindestens einen Abfahrtsort an`)
};

/**
* | output |
* | --- |
* | "Enter at least one pickup point" |
*
* @param {Away_Form_Pickup_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_none = /** @type {((inputs?: Away_Form_Pickup_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_pickup_none(inputs)
	return en_away_form_pickup_none(inputs)
});